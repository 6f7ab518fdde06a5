import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchInventory } from '../../api/get-inventory.ts';
import { InventoryRow } from './inventory-row.tsx';
import { NewProductForm } from './new-product-form.tsx';

/** /admin/shop: every product with its price, stock and visibility, and a new-product form. */
export function AdminInventory() {
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
