import { AdminLayout } from '../../components/layout/admin-layout.tsx';
import { AuditLogView } from '../../features/admin/components/audit-log-view.tsx';

export function AdminAuditLogPage() {
  return (
    <AdminLayout title="Audit log">
      <AuditLogView />
    </AdminLayout>
  );
}
