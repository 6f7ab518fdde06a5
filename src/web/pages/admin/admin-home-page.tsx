import { Link } from '@tanstack/react-router';
import { ADMIN_LINKS, AdminLayout } from '../../components/layout/admin-layout.tsx';

/** /admin: the shell with a list of its screens. */
export function AdminHomePage() {
  return (
    <AdminLayout title="Admin">
      <ul className="admin-home">
        {ADMIN_LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </AdminLayout>
  );
}
