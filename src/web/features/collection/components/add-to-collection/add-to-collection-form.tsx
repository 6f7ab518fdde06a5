import { type FormEvent, useId, useMemo, useState } from 'react';
import { toast } from 'react-toastify';
import type { TcgProduct } from '#core/catalog/product.schema.ts';
import { getVariantOptions } from '#core/collection/client-rules.ts';
import { FormError } from '../../../../components/ui/form-error.tsx';
import { useSelectedBinder } from '../../hooks/selected-binder-store.ts';
import { useBinders } from '../../hooks/use-binders.ts';
import { useCreateUserProduct } from '../../hooks/use-user-products.ts';
import { ItemFields } from './item-fields.tsx';
import {
  getEmptyFormValues,
  getErrorField,
  type ItemFormValues,
  readItemForm,
} from './item-form-values.ts';

type Intent = 'collection' | 'wishlist';

/** Adds the product to the collection or the wishlist; errors are shown beside the form. */
export function AddToCollectionForm({ product }: { product: TcgProduct }) {
  const variantOptions = useMemo(() => getVariantOptions(product.variants), [product.variants]);
  const [selectedBinderId] = useSelectedBinder();
  const binders = useBinders();
  const create = useCreateUserProduct({ toastErrors: false });
  const [values, setValues] = useState<ItemFormValues>(() =>
    getEmptyFormValues(variantOptions[0]?.value ?? 'normal', selectedBinderId),
  );
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const intent: Intent = submitter?.value === 'wishlist' ? 'wishlist' : 'collection';
    const checked = readItemForm(values);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(null);
    try {
      await create.mutateAsync({
        ...checked.fields,
        product_id: product.product_id,
        product_type: product.product_type,
        wishlist: intent === 'wishlist',
      });
      toast.success(
        intent === 'wishlist'
          ? `${product.product_name} added to your wishlist`
          : `${product.product_name} added to your collection`,
      );
      setValues((old) => ({ ...old, quantity: '1', purchase_price: '' }));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Failed to create user product');
    }
  };

  return (
    <form
      className="collection-form"
      aria-label={`Add ${product.product_name}`}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <ItemFields
        values={values}
        onChange={(patch) => setValues((old) => ({ ...old, ...patch }))}
        variantOptions={variantOptions}
        binders={binders.data ?? []}
        canBeGraded={product.product_type === 'card'}
        errorField={getErrorField(error)}
        errorId={errorId}
      />
      <FormError id={errorId} message={error} />
      <div className="collection-form__actions">
        <button type="submit" value="collection" className="button" disabled={create.isPending}>
          {create.isPending ? '...' : 'Add to collection'}
        </button>
        <button
          type="submit"
          value="wishlist"
          className="button button--secondary"
          disabled={create.isPending}
        >
          Add to wishlist
        </button>
      </div>
    </form>
  );
}
