import { sql } from 'drizzle-orm';
import { STOCK_ERRORS_MESSAGE } from '#core/cart/checkout-rules.ts';
import { AppError } from '#core/errors.ts';
import type { Executor } from '../../db/executor.ts';

export const reservationCapText = (cap: number) =>
  `You can hold at most ${cap} of this item in unpaid orders. Pay or cancel an open order first.`;

export const pendingOrdersText = (max: number) =>
  `You already have ${max} unpaid ${max === 1 ? 'order' : 'orders'}. Pay or cancel one before starting another.`;

export const cooldownText = (minutes: number) =>
  `You cancelled an order with this item less than ${minutes} minutes ago. Please try again later.`;

/** The anti-hoarding settings (config keys ORDER_MAX_*, ORDER_CANCEL_COOLDOWN_MINUTES). */
export type HoardingLimits = {
  /** Units of one product a user may hold in unpaid orders. */
  perProduct: number;
  /** ...and never more than this share (percent) of that product's unsold units, at least 1. */
  stockSharePercent: number;
  /** Unpaid orders one user may have open at once. */
  pendingOrders: number;
  /** Minutes after a cancelled or expired order before its products can be reserved again. */
  cooldownMinutes: number;
};

type Line = { id: number; quantity: number };

export function hoardingLimits(config: {
  ORDER_MAX_RESERVED_PER_PRODUCT: number;
  ORDER_MAX_STOCK_SHARE_PERCENT: number;
  ORDER_MAX_PENDING_PER_USER: number;
  ORDER_CANCEL_COOLDOWN_MINUTES: number;
}): HoardingLimits {
  return {
    perProduct: config.ORDER_MAX_RESERVED_PER_PRODUCT,
    stockSharePercent: config.ORDER_MAX_STOCK_SHARE_PERCENT,
    pendingOrders: config.ORDER_MAX_PENDING_PER_USER,
    cooldownMinutes: config.ORDER_CANCEL_COOLDOWN_MINUTES,
  };
}

/** The most one user may hold of a product whose unsold units (free + reserved) are `supply`. */
export function userCapFor(supply: number, limits: HoardingLimits): number {
  const share = Math.floor((supply * limits.stockSharePercent) / 100);
  return Math.min(limits.perProduct, Math.max(1, share));
}

async function heldByUser(tx: Executor, userId: number) {
  const held = await tx.execute<{ product_id: number; quantity: number }>(sql`
    SELECT l.product_id, sum(l.quantity)::int AS quantity
    FROM order_lines l JOIN orders o ON o.id = l.order_id
    WHERE o.user_id = ${userId} AND o.status = 'pending' AND o.expires_at > now()
    GROUP BY l.product_id`);
  return new Map(held.rows.map((row) => [Number(row.product_id), Number(row.quantity)]));
}

/** Free stock, and free stock plus every buyer's live reservations, per product of the cart. */
async function supplyOf(tx: Executor, ids: number[]) {
  const rows = await tx.execute<{ id: number; stock: number; supply: number }>(sql`
    SELECT p.id, p.stock, p.stock + coalesce((
      SELECT sum(l.quantity) FROM order_lines l JOIN orders o ON o.id = l.order_id
      WHERE l.product_id = p.id AND o.status = 'pending' AND o.expires_at > now()
    ), 0)::int AS supply
    FROM shop_products p WHERE p.id IN (${sql.join(ids, sql`, `)})`);
  return new Map(
    rows.rows.map((row) => [Number(row.id), { free: Number(row.stock), all: Number(row.supply) }]),
  );
}

async function pendingOrderCount(tx: Executor, userId: number): Promise<number> {
  const result = await tx.execute<{ count: number }>(sql`
    SELECT count(*)::int AS count FROM orders
    WHERE user_id = ${userId} AND status = 'pending' AND expires_at > now()`);
  return Number(result.rows[0]?.count ?? 0);
}

/** Products of the user's orders cancelled or expired within the cool-down. */
async function coolingDown(tx: Executor, userId: number, minutes: number) {
  if (minutes <= 0) {
    return new Set<number>();
  }
  const rows = await tx.execute<{ product_id: number }>(sql`
    SELECT DISTINCT l.product_id FROM order_lines l JOIN orders o ON o.id = l.order_id
    WHERE o.user_id = ${userId} AND (
      (o.status = 'cancelled' AND o.updated_at > now() - make_interval(mins => ${minutes}))
      OR (o.status = 'expired' AND o.expires_at > now() - make_interval(mins => ${minutes})))`);
  return new Set(rows.rows.map((row) => Number(row.product_id)));
}

/**
 * Anti-hoarding (decision 063): a user may have few unpaid orders, hold only part of a scarce
 * product across all of them (this cart included), and must wait after cancelling or letting an
 * order lapse before reserving its products again. Every unit counts (accessories too). The
 * user's row lock serialises one user's checkouts, so parallel orders cannot both pass.
 */
export async function checkReservationCap(
  tx: Executor,
  userId: number,
  lines: Line[],
  limits: HoardingLimits,
): Promise<void> {
  await tx.execute(sql`SELECT 1 FROM users WHERE id = ${userId} FOR UPDATE`);
  if ((await pendingOrderCount(tx, userId)) >= limits.pendingOrders) {
    throw new AppError('CONFLICT', pendingOrdersText(limits.pendingOrders));
  }
  const ids = lines.map((line) => line.id);
  const [held, supply, cooling] = [
    await heldByUser(tx, userId),
    await supplyOf(tx, ids),
    await coolingDown(tx, userId, limits.cooldownMinutes),
  ];
  const errors: Record<string, string> = {};
  for (const line of lines) {
    const units = supply.get(line.id) ?? { free: 0, all: 0 };
    const cap = userCapFor(units.all, limits);
    if (cooling.has(line.id)) {
      errors[String(line.id)] = cooldownText(limits.cooldownMinutes);
    } else if (line.quantity <= units.free && (held.get(line.id) ?? 0) + line.quantity > cap) {
      // More than is free gets the stock check's "Only N left" instead.
      errors[String(line.id)] = reservationCapText(cap);
    }
  }
  if (Object.keys(errors).length > 0) {
    throw new AppError('CONFLICT', STOCK_ERRORS_MESSAGE, { errors });
  }
}
