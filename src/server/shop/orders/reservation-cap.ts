import { sql } from 'drizzle-orm';
import { STOCK_ERRORS_MESSAGE } from '#core/cart/checkout-rules.ts';
import { AppError } from '#core/errors.ts';
import type { Executor } from '../../db/executor.ts';

export const reservationCapText = (cap: number) =>
  `You can hold at most ${cap} of this item in unpaid orders. Pay or cancel an open order first.`;

/**
 * Anti-hoarding: the units of one product a user holds in pending orders, this cart included,
 * stay within `cap`. Every unit counts (accessories too, unlike the 10-items-per-order rule).
 * The user's row lock serialises one user's checkouts, so parallel orders cannot both pass.
 */
export async function checkReservationCap(
  tx: Executor,
  userId: number,
  lines: { id: number; quantity: number }[],
  cap: number,
): Promise<void> {
  await tx.execute(sql`SELECT 1 FROM users WHERE id = ${userId} FOR UPDATE`);
  const held = await tx.execute<{ product_id: number; quantity: number }>(sql`
    SELECT l.product_id, sum(l.quantity)::int AS quantity
    FROM order_lines l JOIN orders o ON o.id = l.order_id
    WHERE o.user_id = ${userId} AND o.status = 'pending' AND o.expires_at > now()
    GROUP BY l.product_id`);
  const heldBy = new Map(held.rows.map((row) => [Number(row.product_id), Number(row.quantity)]));
  const errors: Record<string, string> = {};
  for (const line of lines) {
    if ((heldBy.get(line.id) ?? 0) + line.quantity > cap) {
      errors[String(line.id)] = reservationCapText(cap);
    }
  }
  if (Object.keys(errors).length > 0) {
    throw new AppError('CONFLICT', STOCK_ERRORS_MESSAGE, { errors });
  }
}
