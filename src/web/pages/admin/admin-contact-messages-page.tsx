import { AdminLayout } from '../../components/layout/admin-layout.tsx';
import { ContactMessagesView } from '../../features/admin/components/contact-messages-view.tsx';

export function AdminContactMessagesPage() {
  return (
    <AdminLayout title="Contact messages">
      <ContactMessagesView />
    </AdminLayout>
  );
}
