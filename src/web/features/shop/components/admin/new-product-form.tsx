import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type ProductForm, productFormSchema } from '#core/shop/product.schema.ts';
import { readErrorMessage } from '../../../../lib/api-client.ts';
import { setServerFieldErrors } from '../../../../lib/forms/server-field-errors.ts';
import { createProduct } from '../../api/create-product.ts';

const FIELDS: [keyof ProductForm, string][] = [
  ['name', 'Name'],
  ['price_cents', 'Price (USD)'],
  ['member_price_cents', 'Member price (USD, optional)'],
  ['stock', 'Stock'],
  ['categoryId', 'Category id'],
  ['imageUrl', 'Image URL'],
];

const EMPTY: ProductForm = {
  name: '',
  price_cents: '',
  member_price_cents: '',
  stock: '0',
  categoryId: '1',
  imageUrl: '',
};

/** The admin's new product (POST /api/admin/shop/products), checked by the create body's rules. */
export function NewProductForm({ onDone }: { onDone: () => Promise<void> }) {
  const form = useForm<ProductForm, unknown, z.output<typeof productFormSchema>>({
    resolver: zodResolver(productFormSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (product) => {
    try {
      await createProduct(product);
      form.reset({ ...form.getValues(), name: '', price_cents: '', member_price_cents: '' });
      await onDone();
    } catch (caught) {
      if (
        !(await setServerFieldErrors(
          caught,
          form.setError,
          FIELDS.map(([name]) => name),
        ))
      ) {
        form.setError('root', {
          message: await readErrorMessage(caught, 'The product could not be created.'),
        });
      }
    }
  });
  return (
    <form className="form admin-form" onSubmit={(event) => void submit(event)} noValidate>
      <h2>New product</h2>
      {FIELDS.map(([name, label]) => (
        <label key={name}>
          {label}
          <input {...form.register(name)} aria-invalid={errors[name] ? true : undefined} />
          {errors[name] ? <span className="field-error">{errors[name]?.message}</span> : null}
        </label>
      ))}
      {errors.root ? <p className="field-error">{errors.root.message}</p> : null}
      <button type="submit" className="button" disabled={isSubmitting}>
        Create
      </button>
    </form>
  );
}
