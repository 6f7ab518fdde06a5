import type pg from 'pg';
import type { PriceAlertKind } from '#core/price-alerts/price-alert.schema.ts';
import { withTransaction } from '../lib/with-transaction.ts';
import { notifyMany } from '../notifications/notify-many.ts';

/** A product price older than this (days before the run) triggers nothing: it did not move. */
const FRESH_DAYS = 2;
/** Serializes evaluations (several app processes, a re-run), so their inserts never deadlock. */
const EVALUATE_LOCK_KEY = 'cardfolio:price-alerts';

// $1 is the run's UTC day. Each kind ends in `hits (alert_id, user_id, payload)`.

const ACTIVE = (kind: PriceAlertKind) => `a.active AND a.kind = '${kind}'`;
const FRESH = `lp.market_cents > 0 AND lp.price_date >= $1::date - ${FRESH_DAYS}`;

function thresholdHits(kind: 'product_above' | 'product_below'): string {
  const holds = kind === 'product_above' ? '>=' : '<=';
  return `hits AS (
    SELECT a.id AS alert_id, a.user_id, jsonb_build_object('alertId', a.id, 'kind', a.kind,
      'productId', a.product_id, 'variant', a.variant, 'productName', p.name,
      'priceCents', lp.market_cents, 'thresholdCents', a.threshold_cents,
      'priceDate', lp.price_date) AS payload
    FROM price_alerts a
    JOIN product_latest_prices lp ON lp.product_id = a.product_id AND lp.variant = a.variant
    JOIN catalog_products p ON p.id = a.product_id
    WHERE ${ACTIVE(kind)} AND ${FRESH} AND lp.market_cents ${holds} a.threshold_cents
  )`;
}

/**
 * `moves (product_id, variant, window_days, price_cents, from_cents, change_percent)` for the
 * (product, variant, window) triples of `wanted`: the latest price against the same source's
 * last price at least the window earlier, computed once per triple however many alerts share it.
 */
const MOVES = `moves AS MATERIALIZED (
    SELECT w.product_id, w.variant, w.window_days, lp.market_cents AS price_cents,
      past.market_cents AS from_cents,
      round((lp.market_cents - past.market_cents) * 100.0 / past.market_cents, 1) AS change_percent
    FROM wanted w
    JOIN product_latest_prices lp ON lp.product_id = w.product_id AND lp.variant = w.variant
    CROSS JOIN LATERAL (
      SELECT pp.market_cents FROM price_points pp
      WHERE pp.product_id = w.product_id AND pp.variant = w.variant AND pp.source = lp.source
        AND pp.market_cents > 0 AND pp.price_date <= lp.price_date - w.window_days
      ORDER BY pp.price_date DESC LIMIT 1
    ) past
    WHERE ${FRESH}
  )`;

const moveFields = (m: string) =>
  `'priceCents', ${m}.price_cents, 'fromCents', ${m}.from_cents,
   'changePercent', ${m}.change_percent, 'windowDays', ${m}.window_days`;

const PRODUCT_MOVE_HITS = `wanted AS (
    SELECT DISTINCT product_id, variant, window_days FROM price_alerts a
    WHERE ${ACTIVE('product_move')}
  ), ${MOVES},
  hits AS (
    SELECT a.id AS alert_id, a.user_id, jsonb_build_object('alertId', a.id, 'kind', a.kind,
      'productId', a.product_id, 'variant', a.variant, 'productName', p.name,
      'thresholdPercent', a.threshold_percent, ${moveFields('m')}) AS payload
    FROM price_alerts a
    JOIN moves m ON m.product_id = a.product_id AND m.variant = a.variant
      AND m.window_days = a.window_days
    JOIN catalog_products p ON p.id = a.product_id
    WHERE ${ACTIVE('product_move')} AND abs(m.change_percent) >= a.threshold_percent
  )`;

// The same card twice on a wishlist (two copies wanted) is one item: DISTINCT after the
// filter, on the few rows that dropped, not on every watched row (that sort spilled to disk).
const WISHLIST_DROP_HITS = `watched AS (
    SELECT a.id AS alert_id, a.user_id, a.threshold_percent, a.window_days,
      up.product_id, up.variant
    FROM price_alerts a JOIN user_products up ON up.user_id = a.user_id AND up.wishlist
    WHERE ${ACTIVE('wishlist_drop')}
  ), wanted AS MATERIALIZED (
    SELECT DISTINCT product_id, variant, window_days FROM watched
  ), ${MOVES},
  dropped AS (
    SELECT DISTINCT w.alert_id, w.user_id, w.threshold_percent, m.*
    FROM watched w
    JOIN moves m ON m.product_id = w.product_id AND m.variant = w.variant
      AND m.window_days = w.window_days
    WHERE m.change_percent <= -w.threshold_percent
  ),
  drops AS (
    SELECT d.*, count(*) OVER (PARTITION BY d.alert_id) AS item_count,
      row_number() OVER (PARTITION BY d.alert_id ORDER BY d.change_percent, d.product_id) AS rank
    FROM dropped d
  ),
  hits AS (
    SELECT d.alert_id, d.user_id, jsonb_build_object('alertId', d.alert_id,
      'kind', 'wishlist_drop', 'productId', d.product_id, 'variant', d.variant,
      'productName', p.name, 'thresholdPercent', d.threshold_percent,
      'itemCount', d.item_count, ${moveFields('d')}) AS payload
    FROM drops d JOIN catalog_products p ON p.id = d.product_id
    WHERE d.rank = 1
  )`;

const COLLECTION_MOVE_HITS = `hits AS (
    SELECT a.id AS alert_id, a.user_id, jsonb_build_object('alertId', a.id, 'kind', a.kind,
      'thresholdPercent', a.threshold_percent, 'windowDays', a.window_days,
      'priceCents', today.value_cents, 'fromCents', past.value_cents,
      'changePercent', round((today.value_cents - past.value_cents) * 100.0 / past.value_cents, 1)
    ) AS payload
    FROM price_alerts a
    JOIN portfolio_snapshots today ON today.user_id = a.user_id AND today.binder_id IS NULL
      AND today.snapshot_date = $1::date
    CROSS JOIN LATERAL (
      SELECT s.value_cents FROM portfolio_snapshots s
      WHERE s.user_id = a.user_id AND s.binder_id IS NULL
        AND s.snapshot_date <= $1::date - a.window_days
      ORDER BY s.snapshot_date DESC LIMIT 1
    ) past
    WHERE ${ACTIVE('collection_move')} AND past.value_cents > 0
      AND abs(today.value_cents - past.value_cents) * 100 >= a.threshold_percent * past.value_cents
  )`;

const HITS_BY_KIND: Record<PriceAlertKind, string> = {
  product_above: thresholdHits('product_above'),
  product_below: thresholdHits('product_below'),
  product_move: PRODUCT_MOVE_HITS,
  collection_move: COLLECTION_MOVE_HITS,
  wishlist_drop: WISHLIST_DROP_HITS,
};

/** Hits become events: one per alert per day; a user on a digest gets the mail later. */
const EVENTS = `events AS (
    SELECT h.user_id, h.payload, 'alert:' || h.alert_id || ':' || $1 AS dedupe_key,
      coalesce(s.digest, 'off') <> 'off' AS hold_mail
    FROM hits h LEFT JOIN price_alert_settings s ON s.user_id = h.user_id
  )`;

export type AlertRunResult = Record<PriceAlertKind, number>;

/**
 * Evaluates every active alert against the prices and snapshots of `day` (YYYY-MM-DD, UTC):
 * one set-based statement per kind, in one transaction. Each hit is a `price_alert`
 * notification keyed `alert:<id>:<day>`, so a re-run or a second process adds nothing.
 * Returns the notifications stored per kind.
 */
export async function evaluatePriceAlerts(pool: pg.Pool, day: string): Promise<AlertRunResult> {
  return withTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [EVALUATE_LOCK_KEY]);
    const result = {} as AlertRunResult;
    for (const [kind, hits] of Object.entries(HITS_BY_KIND) as [PriceAlertKind, string][]) {
      result[kind] = await notifyMany(client, 'price_alert', `${hits}, ${EVENTS}`, [day]);
    }
    return result;
  });
}
