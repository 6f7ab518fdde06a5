import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { getItemVariantOptions } from '#core/collection/client-rules.ts';
import type { Binder, UserProduct } from '#core/collection/user-product.schema.ts';
import { FormError } from '../../../components/ui/form-error.tsx';
import { newChangeTag } from '../../../lib/change-tag.ts';
import { useSession } from '../../../lib/session/session-context.tsx';
import { useItemLocationFields } from '../binders/item-location-fields.tsx';
import { ItemFields } from '../components/add-to-collection/item-fields.tsx';
import { getItemFormValues } from '../components/add-to-collection/item-form-values.ts';
import { useItemForm } from '../components/add-to-collection/use-item-form.ts';
import { ItemHistory } from '../history/components/item-history.tsx';
import { toastWithUndo } from '../history/components/undo-toast.tsx';
import { useUpdateUserProduct } from '../hooks/use-user-products.ts';
import { DialogFrame } from './dialog-frame.tsx';

/** Edits one collection item (PUT /api/iOSUserCards/{id}) with the add form's fields. */
export function EditItemDialog({
  item,
  binders,
  onClose,
}: {
  item: UserProduct;
  binders: Binder[];
  onClose: () => void;
}) {
  const variantOptions = useMemo(
    () => getItemVariantOptions(item.TCGProduct.variants, item.variant),
    [item],
  );
  const edit = useItemForm({ ...getItemFormValues(item), wishlist: item.wishlist });
  const update = useUpdateUserProduct({ toastErrors: false });
  const location = useItemLocationFields(item);
  const session = useSession();
  // Members grade cards and save the results to a collection item (AI grading).
  const canGrade = item.product_type === 'card' && (session.user?.membership_tier ?? 0) !== 0;

  const save = edit.form.handleSubmit(async (fields) => {
    try {
      const tag = newChangeTag();
      await update.mutateAsync({
        id: item.id,
        patch: { ...fields, ...location.getPatch() },
        tag,
      });
      toastWithUndo(`${item.product_name} updated`, tag.batchId);
      onClose();
    } catch (failure) {
      await edit.showFailure(failure, 'Failed to update user product');
    }
  });

  return (
    <DialogFrame title={`Edit ${item.product_name}`} onClose={onClose} onSubmit={() => void save()}>
      <div className="collection-form">
        <ItemFields
          item={edit}
          variantOptions={variantOptions}
          binders={binders}
          canBeGraded={item.product_type === 'card'}
        />
        {location.fields}
        <ItemHistory itemId={item.id} />
        {canGrade ? (
          <Link to="/grade" search={{ item: item.id }} hash="saved-results">
            Saved AI grading results for this card
          </Link>
        ) : null}
        <label className="collection-form__check">
          <input type="checkbox" {...edit.form.register('wishlist')} />
          On my wishlist (not owned yet)
        </label>
      </div>
      <FormError id={edit.errorId} message={edit.message} />
      <div className="collection-dialog__actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="button" disabled={update.isPending}>
          {update.isPending ? '...' : 'Save changes'}
        </button>
      </div>
    </DialogFrame>
  );
}
