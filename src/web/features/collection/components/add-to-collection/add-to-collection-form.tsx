import { useMemo } from 'react';
import type { TcgProduct } from '#core/catalog/product.schema.ts';
import { getDefaultPrinting, getVariantOptions } from '#core/collection/client-rules.ts';
import { FormError } from '../../../../components/ui/form-error.tsx';
import { newChangeTag } from '../../../../lib/change-tag.ts';
import { toastWithUndo } from '../../history/components/undo-toast.tsx';
import { useSelectedBinder } from '../../hooks/selected-binder-store.ts';
import { useBinders } from '../../hooks/use-binders.ts';
import { useCreateUserProduct } from '../../hooks/use-user-products.ts';
import { ItemFields } from './item-fields.tsx';
import { getEmptyFormValues } from './item-form-values.ts';
import { useItemForm } from './use-item-form.ts';

type Intent = 'collection' | 'wishlist';

/** Adds the product to the collection or the wishlist; errors are shown beside the form. */
export function AddToCollectionForm({ product }: { product: TcgProduct }) {
  const variantOptions = useMemo(() => getVariantOptions(product.variants), [product.variants]);
  const [selectedBinderId] = useSelectedBinder();
  const binders = useBinders();
  const create = useCreateUserProduct({ toastErrors: false });
  const item = useItemForm(
    getEmptyFormValues(getDefaultPrinting(variantOptions), selectedBinderId, product.language),
  );

  const submit = item.form.handleSubmit(async (fields, event) => {
    const submitter = (event?.nativeEvent as SubmitEvent | undefined)?.submitter;
    const intent: Intent =
      (submitter as HTMLButtonElement | null)?.value === 'wishlist' ? 'wishlist' : 'collection';
    try {
      const tag = newChangeTag();
      await create.mutateAsync({
        value: {
          ...fields,
          product_id: product.product_id,
          product_type: product.product_type,
          wishlist: intent === 'wishlist',
        },
        tag,
      });
      toastWithUndo(
        intent === 'wishlist'
          ? `${product.product_name} added to your wishlist`
          : `${product.product_name} added to your collection`,
        tag.batchId,
      );
      item.form.reset({ ...item.form.getValues(), quantity: '1', purchase_price: '' });
    } catch (failure) {
      await item.showFailure(failure, 'Failed to create user product');
    }
  });

  return (
    <form
      className="collection-form"
      aria-label={`Add ${product.product_name}`}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <ItemFields
        item={item}
        variantOptions={variantOptions}
        binders={binders.data ?? []}
        canBeGraded={product.product_type === 'card'}
      />
      <FormError id={item.errorId} message={item.message} />
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
