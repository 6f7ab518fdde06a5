import { formatCents } from '#core/shop/money.ts';
import { useMyAffiliate } from '../api/get-my-affiliate.ts';
import { NUMBER_COLUMNS } from './affiliate-numbers.tsx';
import './affiliates.css';

/** /profile: what the user's referral link brought in the last 30 days. */
export function MyAffiliateSection() {
  const mine = useMyAffiliate();
  if (mine.isError) {
    return <p className="field-error">Your referral numbers could not be loaded.</p>;
  }
  if (!mine.data) {
    return null;
  }
  const { numbers, currency } = mine.data;
  return (
    <section className="my-affiliate" aria-labelledby="my-affiliate-title">
      <h2 id="my-affiliate-title">Your referrals</h2>
      <p className="admin-muted">
        {mine.data.from} to {mine.data.to}
      </p>
      <dl className="my-affiliate__numbers" data-testid="my-affiliate">
        {NUMBER_COLUMNS.map(([key, label]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd data-col={key}>{numbers[key]}</dd>
          </div>
        ))}
        <div>
          <dt>Revenue</dt>
          <dd data-col="revenue">{formatCents(numbers.revenueCents, currency)}</dd>
        </div>
        <div>
          <dt>Commission owed ({mine.data.commissionPercent} %)</dt>
          <dd data-col="commission">{formatCents(numbers.commissionCents, currency)}</dd>
        </div>
      </dl>
    </section>
  );
}
