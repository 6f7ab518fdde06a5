import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { formatCents } from '#core/shop/money.ts';
import type { ShopProduct } from '#core/shop/product.schema.ts';
import { AdminLayout } from '../../components/layout/admin-layout.tsx';
import { createProduct } from '../../features/shop/api/create-product.ts';
import { editProduct } from '../../features/shop/api/edit-product.ts';
import { fetchInventory } from '../../features/shop/api/get-inventory.ts';
import { restockProduct } from '../../features/shop/api/restock-product.ts';
import { readErrorMessage } from '../../lib/api-client.ts';

const toCents = (text: string) => Math.round(Number(text) * 100);

function NewProductForm({ onDone }: { onDone: () => Promise<void> }) {
  const [form, setForm] = useState({
    name: '',
    price: '',
    memberPrice: '',
    stock: '0',
    categoryId: '1',
    imageUrl: '',
  });
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await createProduct({
        name: form.name,
        price_cents: toCents(form.price),
        member_price_cents: form.memberPrice ? toCents(form.memberPrice) : null,
        stock: Number(form.stock),
        categoryId: form.categoryId ? Number(form.categoryId) : null,
        imageUrl: form.imageUrl || null,
      });
      setForm({ ...form, name: '', price: '', memberPrice: '' });
      setError(null);
      await onDone();
    } catch (caught) {
      setError(await readErrorMessage(caught, 'The product could not be created.'));
    }
  };
  const field = (key: keyof typeof form, label: string) => (
    <label>
      {label}
      <input
        value={form[key]}
        onChange={(event) => setForm({ ...form, [key]: event.target.value })}
      />
    </label>
  );
  return (
    <form className="form admin-form" onSubmit={(event) => void submit(event)}>
      <h2>New product</h2>
      {field('name', 'Name')}
      {field('price', 'Price (USD)')}
      {field('memberPrice', 'Member price (USD, optional)')}
      {field('stock', 'Stock')}
      {field('categoryId', 'Category id')}
      {field('imageUrl', 'Image URL')}
      {error ? <p className="field-error">{error}</p> : null}
      <button type="submit" className="button">
        Create
      </button>
    </form>
  );
}

function InventoryRow({
  product,
  onChange,
}: {
  product: ShopProduct;
  onChange: () => Promise<void>;
}) {
  const [price, setPrice] = useState((product.price_cents / 100).toFixed(2));
  const [delta, setDelta] = useState('5');
  const run = useMutation({
    mutationFn: (action: () => Promise<unknown>) => action(),
    onSuccess: onChange,
  });
  return (
    <tr data-testid={`inventory-${product.id}`} className={product.hidden ? 'muted' : undefined}>
      <td>{product.id}</td>
      <td>{product.name}</td>
      <td>
        <input
          aria-label={`Price of ${product.name}`}
          value={price}
          size={7}
          onChange={(e) => setPrice(e.target.value)}
        />
        <button
          type="button"
          onClick={() => run.mutate(() => editProduct(product.id, { price_cents: toCents(price) }))}
        >
          Save
        </button>
        <div className="muted">{formatCents(product.price_cents)}</div>
      </td>
      <td>{product.stock}</td>
      <td>
        <input
          aria-label={`Restock ${product.name}`}
          value={delta}
          size={4}
          onChange={(e) => setDelta(e.target.value)}
        />
        <button
          type="button"
          onClick={() => run.mutate(() => restockProduct(product.id, Number(delta)))}
        >
          Restock
        </button>
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

function Inventory() {
  const client = useQueryClient();
  const inventory = useQuery({ queryKey: ['admin', 'inventory'], queryFn: () => fetchInventory() });
  const refresh = () => client.invalidateQueries({ queryKey: ['admin', 'inventory'] });
  return (
    <>
      <table className="admin-table">
        <thead>
          <tr>
            <th>Id</th>
            <th>Name</th>
            <th>Price</th>
            <th>Stock</th>
            <th>Restock</th>
            <th>Visibility</th>
          </tr>
        </thead>
        <tbody>
          {inventory.data?.products.map((product) => (
            <InventoryRow
              key={`${product.id}-${product.price_cents}-${product.stock}`}
              product={product}
              onChange={refresh}
            />
          ))}
        </tbody>
      </table>
      <NewProductForm onDone={refresh} />
    </>
  );
}

export function AdminShopPage() {
  return (
    <AdminLayout title="Shop inventory">
      <Inventory />
    </AdminLayout>
  );
}
