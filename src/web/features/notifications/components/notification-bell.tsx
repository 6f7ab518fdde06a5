import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useNotifications } from '../api/get-notifications.ts';
import { useMarkNotificationsRead } from '../api/mark-notifications-read.ts';
import { useUnreadStream } from '../hooks/use-unread-stream.ts';
import './notifications.css';

type Props = {
  /** Called when a new notification arrives while the app is open. */
  onNotified: () => void;
};

/** The nav's bell: the live unread count and, on click, the newest notifications. */
export function NotificationBell({ onNotified }: Props) {
  const [open, setOpen] = useState(false);
  const list = useNotifications(true);
  const markRead = useMarkNotificationsRead();
  const panel = useRef<HTMLDivElement>(null);
  useUnreadStream(true, onNotified);
  useEffect(() => {
    if (!open) {
      return;
    }
    const close = (event: MouseEvent) => {
      if (!panel.current?.contains(event.target as Node)) {
        setOpen(false);
      }
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);
  const unread = list.data?.unread ?? 0;
  const items = list.data?.items ?? [];
  return (
    <div className="notification-bell" ref={panel}>
      <button
        type="button"
        className="search-button notification-bell__button"
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        data-testid="nav-notifications"
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15L6 16ZM10 20a2 2 0 0 0 4 0"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
            strokeLinecap="round"
          />
        </svg>
        {unread > 0 ? (
          <span className="nav-badge" data-testid="nav-notifications-unread">
            {unread}
          </span>
        ) : null}
      </button>
      {open ? (
        <section className="notification-panel" aria-label="Notifications">
          <header className="notification-panel__head">
            <h2>Notifications</h2>
            <button
              type="button"
              className="notification-panel__all"
              disabled={unread === 0 || markRead.isPending}
              onClick={() => markRead.mutate({ all: true })}
            >
              Mark all read
            </button>
          </header>
          {items.length === 0 ? (
            <p className="notification-panel__empty">No notifications yet.</p>
          ) : (
            <ul className="notification-list">
              {items.map((item) => (
                <li key={item.id} className={item.read ? 'notification' : 'notification unread'}>
                  <Link
                    to={item.link}
                    onClick={() => {
                      setOpen(false);
                      if (!item.read) {
                        markRead.mutate({ ids: [item.id] });
                      }
                    }}
                  >
                    <strong>{item.title}</strong>
                    <span>{item.body}</span>
                    <time dateTime={item.createdAt}>
                      {new Date(item.createdAt).toLocaleString()}
                    </time>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <footer className="notification-panel__foot">
            <Link to="/profile" hash="notifications" onClick={() => setOpen(false)}>
              Notification settings
            </Link>
          </footer>
        </section>
      ) : null}
    </div>
  );
}
