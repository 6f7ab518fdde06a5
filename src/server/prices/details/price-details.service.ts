import type pg from 'pg';
import type { Condition } from '#core/collection/user-product.schema.ts';
import { AppError } from '#core/errors.ts';
import { priceForCondition } from '#core/prices/condition-price.ts';
import { MARKETPLACE_LABELS, MARKETPLACES } from '#core/prices/fee-schedules.ts';
import {
  DEFAULT_SHIPPING_CENTS,
  netIfSold,
  type ShippingCents,
} from '#core/prices/net-proceeds.ts';
import { toUtcDate } from '#core/prices/price-dates.ts';
import type { PriceDetails } from '#core/prices/price-details.schema.ts';
import {
  describeFreshness,
  PRICE_KIND_LABELS,
  PRICE_KINDS,
  type PriceKind,
} from '#core/prices/price-source-facts.ts';
import { priceSourceLabel } from '#core/prices/price-source-label.ts';
import { findShownPrice, productExists, type ShownPriceRow } from './price-details.repository.ts';
import { findSaleSettings } from './sale-settings.repository.ts';

export type PriceDetailsDeps = { pool: pg.Pool; now?: () => Date };

const asKind = (kind: string | null): PriceKind | null =>
  (PRICE_KINDS as readonly string[]).includes(kind ?? '') ? (kind as PriceKind) : null;

/** The user's shipping assumptions, the defaults when signed out or never set. */
export async function shippingFor(pool: pg.Pool, userId: number | null): Promise<ShippingCents> {
  const saved = userId === null ? undefined : await findSaleSettings(pool, userId);
  return saved?.shipping_cents ?? DEFAULT_SHIPPING_CENTS;
}

function toOrigin(row: ShownPriceRow, today: string): NonNullable<PriceDetails['origin']> {
  const corrected = row.original_source !== null;
  // A correction speaks for the feed's row it corrects: its source, kind and sales.
  const source = corrected ? (row.original_source as string) : row.source;
  const kind = asKind(corrected ? row.original_kind : row.price_kind);
  const freshness = describeFreshness(source, row.price_date, today);
  return {
    source,
    source_label: priceSourceLabel(source),
    price_date: row.price_date,
    kind,
    kind_label: kind && PRICE_KIND_LABELS[kind],
    market_cents: row.market_cents,
    currency: row.currency,
    native_cents: row.native_market_cents,
    sales_count: corrected ? row.original_sales_count : row.sales_count,
    last_sale_date: corrected ? row.original_last_sale_date : row.last_sale_date,
    stale: freshness.stale,
    stale_text: freshness.text,
    refresh_days: freshness.refreshDays,
    correction: corrected
      ? {
          reason: row.correction_reason ?? '',
          original_cents: row.original_cents,
          original_source: source,
          corrected_at: row.corrected_at ?? '',
        }
      : null,
  };
}

/**
 * Where a product's price comes from (source, day, kind, sales, staleness, correction), what a
 * copy in `condition` is worth (the feed's own condition price, else an estimate with its rule)
 * and what it nets on each marketplace with the user's own shipping assumptions.
 */
export async function getPriceDetails(
  deps: PriceDetailsDeps,
  query: { productId: string; variant?: string; condition: Condition; userId: number | null },
): Promise<PriceDetails> {
  if (!(await productExists(deps.pool, query.productId))) {
    throw new AppError('NOT_FOUND', `No product with id "${query.productId}"`);
  }
  const [row, shipping] = await Promise.all([
    findShownPrice(deps.pool, query.productId, query.variant),
    shippingFor(deps.pool, query.userId),
  ]);
  const today = toUtcDate(deps.now?.() ?? new Date());
  const conditionPrice = row
    ? priceForCondition(row.market_cents, row.condition_cents, query.condition)
    : null;
  const net = conditionPrice
    ? MARKETPLACES.flatMap((marketplace) => {
        const proceeds = netIfSold(marketplace, conditionPrice.cents, today, shipping);
        return proceeds
          ? [
              {
                marketplace,
                label: MARKETPLACE_LABELS[marketplace],
                price_cents: proceeds.priceCents,
                fees_cents: proceeds.feesCents,
                shipping_cents: proceeds.shippingCents,
                net_cents: proceeds.netCents,
                fees_effective_from: proceeds.effectiveFrom,
              },
            ]
          : [];
      })
    : [];
  return {
    product_id: query.productId,
    variant: row?.variant ?? query.variant ?? 'normal',
    condition: query.condition,
    origin: row ? toOrigin(row, today) : null,
    condition_price: conditionPrice,
    net,
  };
}
