import { AdminLayout } from '../../components/layout/admin-layout.tsx';
import { AdminSellRequests } from '../../features/sell-requests/components/admin-sell-requests.tsx';

/** /admin/sell-requests */
export function AdminSellRequestsPage() {
  return (
    <AdminLayout title="Sell requests">
      <AdminSellRequests />
    </AdminLayout>
  );
}
