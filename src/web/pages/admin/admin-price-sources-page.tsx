import { AdminLayout } from '../../components/layout/admin-layout.tsx';
import { PriceSourcesView } from '../../features/price-sources/components/price-sources-view.tsx';

export function AdminPriceSourcesPage() {
  return (
    <AdminLayout title="Price sources">
      <PriceSourcesView />
    </AdminLayout>
  );
}
