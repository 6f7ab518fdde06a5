import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useSession } from '../../lib/session/session-context.tsx';
import { RequireSession } from '../auth/require-session.tsx';
import './admin-layout.css';

export const ADMIN_LINKS = [
  { to: '/admin/shop', label: 'Shop' },
  { to: '/admin/orders', label: 'Orders' },
  { to: '/admin/contact-messages', label: 'Contact messages' },
  { to: '/admin/live-users', label: 'Live users' },
  { to: '/admin/affiliates', label: 'Affiliates' },
  { to: '/admin/sell-requests', label: 'Sell requests' },
  { to: '/admin/audit-log', label: 'Audit log' },
  { to: '/admin/price-sources', label: 'Price sources' },
] as const;

function AdminNav() {
  return (
    <nav className="admin-shell__nav" aria-label="Admin">
      {ADMIN_LINKS.map((link) => (
        <Link
          key={link.to}
          to={link.to}
          className="admin-shell__link"
          activeProps={{ className: 'admin-shell__link admin-shell__link--active' }}
        >
          {link.label}
        </Link>
      ))}
    </nav>
  );
}

function AdminOnly({ title, children }: { title: string; children: ReactNode }) {
  const session = useSession();
  const isAdmin = session.user?.role === 'admin' || session.user?.is_admin === true;
  if (!isAdmin) {
    return (
      <section className="admin-shell">
        <h1>{title}</h1>
        <p className="field-error" role="alert">
          This needs an admin account.
        </p>
      </section>
    );
  }
  return (
    <section className="admin-shell">
      <AdminNav />
      <div className="admin-shell__main admin-page">
        <h1>{title}</h1>
        {children}
      </div>
    </section>
  );
}

/**
 * The one frame of every /admin screen: a verified session, the admin role (the server checks
 * both again on every call), the admin links and the page title.
 */
export function AdminLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <RequireSession>
      <AdminOnly title={title}>{children}</AdminOnly>
    </RequireSession>
  );
}
