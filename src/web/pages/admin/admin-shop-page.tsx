import { AdminLayout } from '../../components/layout/admin-layout.tsx';
import { AdminInventory } from '../../features/shop/components/admin/admin-inventory.tsx';

export function AdminShopPage() {
  return (
    <AdminLayout title="Shop inventory">
      <AdminInventory />
    </AdminLayout>
  );
}
