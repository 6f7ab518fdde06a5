import { AdminLayout } from '../../components/layout/admin-layout.tsx';
import { LiveUsersView } from '../../features/admin/components/live-users-view.tsx';

export function AdminLiveUsersPage() {
  return (
    <AdminLayout title="Live users">
      <LiveUsersView />
    </AdminLayout>
  );
}
