import { RequireSession } from '../../components/auth/require-session.tsx';
import { PriceAlertList } from '../../features/price-alerts/components/price-alert-list.tsx';
import { SetPriceAlert } from '../../features/price-alerts/components/set-price-alert.tsx';

/** /alerts: every price alert of the user, and alerts on the collection value and the wishlist. */
export function AlertsPage() {
  return (
    <RequireSession>
      <section className="alerts-page">
        <h1>Price alerts</h1>
        <p>Set alerts for a single card on its card page.</p>
        <SetPriceAlert target={{ on: 'collection' }} />
        <SetPriceAlert target={{ on: 'wishlist' }} />
        <PriceAlertList />
      </section>
    </RequireSession>
  );
}
