import { useId, useMemo, useState } from 'react';
import { toast } from 'react-toastify';
import { getVariantOptions } from '#core/collection/client-rules.ts';
import type { Binder, UserProduct } from '#core/collection/user-product.schema.ts';
import { FormError } from '../../../components/ui/form-error.tsx';
import { ItemFields } from '../components/add-to-collection/item-fields.tsx';
import {
  getErrorField,
  getItemFormValues,
  type ItemFormValues,
  readItemForm,
} from '../components/add-to-collection/item-form-values.ts';
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
  const variantOptions = useMemo(() => {
    const options = getVariantOptions(item.TCGProduct.variants);
    return options.some((option) => option.value === item.variant)
      ? options
      : [...getVariantOptions([{ type: item.variant }]), ...options];
  }, [item]);
  const [values, setValues] = useState<ItemFormValues>(() => getItemFormValues(item));
  const [wishlist, setWishlist] = useState(item.wishlist);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateUserProduct({ toastErrors: false });
  const errorId = useId();

  const save = async () => {
    const checked = readItemForm(values);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(null);
    try {
      await update.mutateAsync({ id: item.id, patch: { ...checked.fields, wishlist } });
      toast.success(`${item.product_name} updated`);
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Failed to update user product');
    }
  };

  return (
    <DialogFrame title={`Edit ${item.product_name}`} onClose={onClose} onSubmit={() => void save()}>
      <div className="collection-form">
        <ItemFields
          values={values}
          onChange={(patch) => setValues((old) => ({ ...old, ...patch }))}
          variantOptions={variantOptions}
          binders={binders}
          canBeGraded={item.product_type === 'card'}
          errorField={getErrorField(error)}
          errorId={errorId}
        />
        <label className="collection-form__check">
          <input
            type="checkbox"
            checked={wishlist}
            onChange={(event) => setWishlist(event.target.checked)}
          />
          On my wishlist (not owned yet)
        </label>
      </div>
      <FormError id={errorId} message={error} />
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
