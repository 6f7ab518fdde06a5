import { useMemo } from 'react';
import { toast } from 'react-toastify';
import type { TcgProduct } from '#core/catalog/product.schema.ts';
import { getItemVariantOptions } from '#core/collection/client-rules.ts';
import type { UserProduct } from '#core/collection/user-product.schema.ts';
import { FormError } from '../../../../components/ui/form-error.tsx';
import { useBinders } from '../../hooks/use-binders.ts';
import { useUpdateUserProduct } from '../../hooks/use-user-products.ts';
import { ItemFields } from './item-fields.tsx';
import { getItemFormValues } from './item-form-values.ts';
import { useItemForm } from './use-item-form.ts';

type Props = { item: UserProduct; product: TcgProduct; onDone: () => void };

/** Edits one collection item in place (PUT /api/iOSUserCards/{id}). */
export function EditItemForm({ item, product, onDone }: Props) {
  const variantOptions = useMemo(
    () => getItemVariantOptions(product.variants, item.variant),
    [product.variants, item.variant],
  );
  const binders = useBinders();
  const update = useUpdateUserProduct({ toastErrors: false });
  const edit = useItemForm(getItemFormValues(item));

  const submit = edit.form.handleSubmit(async (fields) => {
    try {
      await update.mutateAsync({ id: item.id, patch: fields });
      toast.success('Item updated');
      onDone();
    } catch (failure) {
      await edit.showFailure(failure, 'Failed to update user product');
    }
  });

  return (
    <form
      className="collection-form collection-form--edit"
      aria-label="Edit item"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <ItemFields
        item={edit}
        variantOptions={variantOptions}
        binders={binders.data ?? []}
        canBeGraded={product.product_type === 'card'}
      />
      <FormError id={edit.errorId} message={edit.message} />
      <div className="collection-form__actions">
        <button type="submit" className="button" disabled={update.isPending}>
          {update.isPending ? '...' : 'Save'}
        </button>
        <button type="button" className="button button--secondary" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
