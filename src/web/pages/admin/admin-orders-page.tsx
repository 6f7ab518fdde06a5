import { AdminLayout } from '../../components/layout/admin-layout.tsx';
import { AdminOrders } from '../../features/shop/components/admin-orders.tsx';

export function AdminOrdersPage() {
  return (
    <AdminLayout title="Orders">
      <AdminOrders />
    </AdminLayout>
  );
}
