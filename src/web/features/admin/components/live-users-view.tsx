import { useEffect, useState } from 'react';
import type { LiveUser } from '#core/admin/presence.schema.ts';
import { useLiveUsers } from '../api/live-users.ts';
import './admin.css';
import { TableHead } from '#web/components/ui/table-head.tsx';

function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  if (hours > 0) {
    return `${hours} h ${minutes} min`;
  }
  return minutes > 0 ? `${minutes} min ${rest} s` : `${rest} s`;
}

/** Ticks every second so that durations grow between pushes. */
function useNow(): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

function UserRow({ user, now }: { user: LiveUser; now: number }) {
  return (
    <tr data-testid="live-user" data-visitor={user.visitorId}>
      <td>{user.email ?? <span className="admin-muted">visitor (signed out)</span>}</td>
      <td>
        <code>{user.path}</code>
      </td>
      <td>{formatDuration(now - Date.parse(user.since))}</td>
    </tr>
  );
}

/** Who is online now, where, and for how long; counts by page. Updated live. */
export function LiveUsersView() {
  const { data, live, error, offsetMs } = useLiveUsers();
  const clock = useNow();
  if (!data) {
    return error ? <p className="field-error">Live users could not be loaded.</p> : <p>Loading…</p>;
  }
  // Durations on the server's clock, so a wrong clock in this browser does not skew them.
  const now = clock + offsetMs;
  return (
    <div className="live-users">
      <p className="admin-muted" data-testid="live-status">
        {live ? '● Live' : '○ Reconnecting'} · {data.users.length} online ({data.signedIn} signed
        in, {data.anonymous} signed out)
      </p>
      <div className="live-users__grid">
        <table className="admin-table">
          <TableHead columns={['Who', 'Page', 'On this page for']} />
          <tbody>
            {data.users.map((user) => (
              <UserRow key={`${user.userId ?? 'anon'}:${user.visitorId}`} user={user} now={now} />
            ))}
          </tbody>
        </table>
        <table className="admin-table" aria-label="Users by page">
          <TableHead columns={['Page', 'Users']} />
          <tbody>
            {data.byPage.map((row) => (
              <tr key={row.path} data-testid="page-count">
                <td>
                  <code>{row.path}</code>
                </td>
                <td>{row.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
