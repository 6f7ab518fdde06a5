import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { type DefaultValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { centsToDecimalText } from '#core/money/cents.ts';
import { formatCents } from '#core/shop/money.ts';
import {
  productPriceFormSchema,
  restockFormSchema,
  type ShopProduct,
} from '#core/shop/product.schema.ts';
import { setServerFieldErrors } from '../../../../lib/forms/server-field-errors.ts';
import { editProduct } from '../../api/edit-product.ts';
import { restockProduct } from '../../api/restock-product.ts';

/** A one-field form of the row; an error (the form's or the server's) shows below it. */
function useRowForm<S extends typeof productPriceFormSchema | typeof restockFormSchema>(
  schema: S,
  defaultValues: z.input<S>,
) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    defaultValues: defaultValues as DefaultValues<z.input<S>>,
  });
  const message = Object.values(form.formState.errors)[0]?.message;
  return { form, message: typeof message === 'string' ? message : undefined };
}

/** One product of the admin inventory: price, restock and visibility. */
export function InventoryRow({
  product,
  onChange,
}: {
  product: ShopProduct;
  onChange: () => Promise<void>;
}) {
  const price = useRowForm(productPriceFormSchema, {
    price_cents: centsToDecimalText(product.price_cents),
  });
  const restock = useRowForm(restockFormSchema, { delta: '5' });
  const run = useMutation({
    mutationFn: (action: () => Promise<unknown>) => action(),
    onSuccess: onChange,
  });
  const savePrice = price.form.handleSubmit(async ({ price_cents }) => {
    try {
      await run.mutateAsync(() => editProduct(product.id, { price_cents }));
    } catch (failure) {
      await setServerFieldErrors(failure, price.form.setError, ['price_cents']);
    }
  });
  const addStock = restock.form.handleSubmit(async ({ delta }) => {
    try {
      await run.mutateAsync(() => restockProduct(product.id, delta));
    } catch (failure) {
      await setServerFieldErrors(failure, restock.form.setError, ['delta']);
    }
  });
  return (
    <tr data-testid={`inventory-${product.id}`} className={product.hidden ? 'muted' : undefined}>
      <td>{product.id}</td>
      <td>{product.name}</td>
      <td>
        <form onSubmit={(event) => void savePrice(event)} noValidate>
          <input
            aria-label={`Price of ${product.name}`}
            size={7}
            {...price.form.register('price_cents')}
          />
          <button type="submit">Save</button>
          {price.message ? <div className="field-error">{price.message}</div> : null}
        </form>
        <div className="muted">{formatCents(product.price_cents)}</div>
      </td>
      <td>{product.stock}</td>
      <td>
        <form onSubmit={(event) => void addStock(event)} noValidate>
          <input
            aria-label={`Restock ${product.name}`}
            size={4}
            {...restock.form.register('delta')}
          />
          <button type="submit">Restock</button>
          {restock.message ? <div className="field-error">{restock.message}</div> : null}
        </form>
      </td>
      <td>
        <button
          type="button"
          onClick={() => run.mutate(() => editProduct(product.id, { hidden: !product.hidden }))}
        >
          {product.hidden ? 'Show' : 'Hide'}
        </button>
      </td>
    </tr>
  );
}
