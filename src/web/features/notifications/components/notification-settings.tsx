import type { NotificationChannel } from '#core/notifications/notification-types.ts';
import {
  useNotificationPreferences,
  useSaveNotificationPreferences,
} from '../api/notification-preferences.ts';
import { PushToggle } from './push-toggle.tsx';
import './notifications.css';

const CHANNELS: { channel: NotificationChannel; label: string }[] = [
  { channel: 'in_app', label: 'In the app' },
  { channel: 'email', label: 'E-mail' },
  { channel: 'push', label: 'Browser' },
];

/** /profile's notification settings: each type on each channel, saved on every switch. */
export function NotificationSettings() {
  const preferences = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const data = preferences.data;
  return (
    <section className="profile-card notification-settings" id="notifications">
      <h2>Notifications</h2>
      {data ? (
        <>
          <table>
            <thead>
              <tr>
                <th scope="col">What</th>
                {CHANNELS.map(({ channel, label }) => (
                  <th scope="col" key={channel}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.rows.map((row) => (
                <tr key={row.type}>
                  <th scope="row">{row.label}</th>
                  {CHANNELS.map(({ channel, label }) => (
                    <td key={channel}>
                      <input
                        type="checkbox"
                        aria-label={`${row.label}: ${label}`}
                        checked={row.channels[channel]}
                        disabled={save.isPending}
                        onChange={(event) =>
                          save.mutate({
                            changes: [{ type: row.type, channel, enabled: event.target.checked }],
                          })
                        }
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          {save.isError ? <p role="alert">Could not save. Please try again.</p> : null}
          {data.vapidPublicKey ? <PushToggle vapidPublicKey={data.vapidPublicKey} /> : null}
          <p>Every e-mail also has a one-click unsubscribe link.</p>
        </>
      ) : (
        <p>{preferences.isError ? 'Could not load the settings.' : 'Loading…'}</p>
      )}
    </section>
  );
}
