import { ALERT_DIGESTS, type AlertDigest } from '#core/price-alerts/price-alert.schema.ts';
import {
  useChangePriceAlert,
  useDeletePriceAlert,
  usePriceAlerts,
  useSaveDigest,
} from '../api/price-alerts.ts';
import { describeAlert } from './describe-alert.ts';
import './price-alerts.css';

const DIGEST_LABELS: Record<AlertDigest, string> = {
  off: 'One e-mail per alert',
  daily: 'One daily digest e-mail',
  weekly: 'One weekly digest e-mail (Mondays)',
};

/** The user's alerts: pause, resume, delete, and how alert e-mails arrive. */
export function PriceAlertList() {
  const alerts = usePriceAlerts();
  const change = useChangePriceAlert();
  const remove = useDeletePriceAlert();
  const digest = useSaveDigest();
  const data = alerts.data;
  if (!data) {
    return <p>{alerts.isError ? 'Could not load your price alerts.' : 'Loading…'}</p>;
  }
  const busy = change.isPending || remove.isPending;
  return (
    <section className="price-alert-list" aria-label="Your price alerts">
      <h2>
        Your price alerts ({data.items.length} of {data.quota})
      </h2>
      {data.items.length === 0 ? <p>No price alerts yet.</p> : null}
      <ul>
        {data.items.map((alert) => (
          <li key={alert.id} className={alert.active ? '' : 'paused'}>
            <span>{describeAlert(alert)}</span>
            {alert.active ? null : <em> (paused)</em>}
            <button
              type="button"
              disabled={busy}
              onClick={() => change.mutate({ id: alert.id, change: { active: !alert.active } })}
            >
              {alert.active ? 'Pause' : 'Resume'}
            </button>
            <button type="button" disabled={busy} onClick={() => remove.mutate(alert.id)}>
              Delete
            </button>
          </li>
        ))}
      </ul>
      <label>
        Alert e-mails
        <select
          value={data.digest}
          disabled={digest.isPending}
          onChange={(event) => digest.mutate(event.target.value as AlertDigest)}
        >
          {ALERT_DIGESTS.map((choice) => (
            <option key={choice} value={choice}>
              {DIGEST_LABELS[choice]}
            </option>
          ))}
        </select>
      </label>
      {change.isError || remove.isError || digest.isError ? (
        <p role="alert">Could not save. Please try again.</p>
      ) : null}
    </section>
  );
}
