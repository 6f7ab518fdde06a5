import type { PriceDetails } from '#core/prices/price-details.schema.ts';
import { CONDITION_NAMES } from '#core/prices/price-source-facts.ts';
import { formatPriceCents } from '../../lib/display-money.ts';

const formatDay = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

function Origin({ origin }: { origin: NonNullable<PriceDetails['origin']> }) {
  return (
    <dl className="price-details__facts">
      <div>
        <dt>Source</dt>
        <dd>{origin.source_label}</dd>
      </div>
      <div>
        <dt>Date</dt>
        <dd>{formatDay(origin.price_date)}</dd>
      </div>
      <div>
        <dt>Kind</dt>
        <dd>{origin.kind_label ?? 'Not stated by the source'}</dd>
      </div>
      {origin.sales_count !== null ? (
        <div>
          <dt>Sales</dt>
          <dd>{origin.sales_count}</dd>
        </div>
      ) : null}
      {origin.last_sale_date !== null ? (
        <div>
          <dt>Last sale</dt>
          <dd>{formatDay(origin.last_sale_date)}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/** Where a price comes from, what the copy's condition is worth and what it nets when sold. */
export function PriceDetailsPanel({ details }: { details: PriceDetails }) {
  const { origin, condition_price: conditionPrice } = details;
  if (!origin) {
    return <p className="muted">No price yet: no source has priced this printing.</p>;
  }
  return (
    <div className="price-details__body">
      <Origin origin={origin} />
      {origin.stale_text ? (
        <p className="price-details__stale" role="note">
          {origin.stale_text}
        </p>
      ) : null}
      {origin.correction ? (
        <p className="price-details__correction" role="note">
          Corrected: {origin.correction.reason} (the source said{' '}
          {formatPriceCents(origin.correction.original_cents)})
        </p>
      ) : null}
      {conditionPrice ? (
        <p className="price-details__condition" data-testid="price-condition">
          {CONDITION_NAMES[details.condition]}: {formatPriceCents(conditionPrice.cents)}
          {conditionPrice.basis === 'condition' ? (
            <span className="muted"> ({origin.source_label}'s price for this condition)</span>
          ) : (
            <span className="price-details__rule"> {conditionPrice.rule}</span>
          )}
        </p>
      ) : null}
      {details.net.length > 0 ? (
        <table className="price-details__net">
          <caption>What you would take home (one copy, one order)</caption>
          <thead>
            <tr>
              <th scope="col">Sold on</th>
              <th scope="col">Fees</th>
              <th scope="col">Shipping</th>
              <th scope="col">Net</th>
            </tr>
          </thead>
          <tbody>
            {details.net.map((row) => (
              <tr key={row.marketplace}>
                <th scope="row">{row.label}</th>
                <td title={`Fee schedule from ${row.fees_effective_from}`}>
                  {formatPriceCents(row.fees_cents)}
                </td>
                <td>{formatPriceCents(row.shipping_cents)}</td>
                <td>{formatPriceCents(row.net_cents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
