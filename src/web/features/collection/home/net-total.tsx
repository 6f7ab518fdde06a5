import type { CollectionRow } from '#core/collection/collection-view.ts';
import { MARKETPLACE_LABELS, MARKETPLACES, type Marketplace } from '#core/prices/fee-schedules.ts';
import { collectionNetCents, DEFAULT_SHIPPING_CENTS } from '#core/prices/net-proceeds.ts';
import { toUtcDate } from '#core/prices/price-dates.ts';
import { useSaleSettings } from '../../../components/price/price-details-query.ts';
import { formatPriceCents } from '../../../lib/display-money.ts';
import { useSession } from '../../../lib/session/session-context.tsx';

/** What the totals show: the market value, or the take-home on one marketplace. */
export type TotalsBasis = 'market' | Marketplace;

export function TotalsBasisSelect({
  value,
  onChange,
}: {
  value: TotalsBasis;
  onChange: (basis: TotalsBasis) => void;
}) {
  return (
    <label className="home-header__basis">
      <span>Totals show</span>
      <select value={value} onChange={(event) => onChange(event.target.value as TotalsBasis)}>
        <option value="market">Market value</option>
        {MARKETPLACES.map((marketplace) => (
          <option key={marketplace} value={marketplace}>
            Net if sold on {MARKETPLACE_LABELS[marketplace]}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The owned copies' take-home on a marketplace (each copy its own order, fees as published,
 * the user's shipping assumptions from /profile).
 */
export function NetTotal({
  rows,
  marketplace,
}: {
  rows: readonly CollectionRow[];
  marketplace: Marketplace;
}) {
  const { user } = useSession();
  const settings = useSaleSettings(user?.id ?? null);
  const shipping = settings.data?.shipping_cents ?? DEFAULT_SHIPPING_CENTS;
  const items = rows
    .filter((row) => !row.item.wishlist)
    .map((row) => ({
      unitCents:
        row.value?.unit_value === null || row.value?.unit_value === undefined
          ? null
          : Math.round(row.value.unit_value * 100),
      quantity: row.item.quantity,
    }));
  const cents = collectionNetCents(items, marketplace, toUtcDate(new Date()), shipping);
  return <>{formatPriceCents(cents)}</>;
}
