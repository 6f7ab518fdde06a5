import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '#core/errors.ts';
import type { Executor } from '../../db/executor.ts';
import { memberships, orderLines, orders, shopProducts } from '../../db/schema/index.ts';
import type { PaymentProvider } from '../../payments/payment-provider.ts';

/** What a deleted account's orders keep of the buyer once it is no longer needed to ship. */
export const ANONYMISED_ADDRESS = {
  name: 'Deleted account',
  line1: '-',
  line2: '',
  city: '-',
  postalCode: '-',
  country: 'XX',
};

type Deps = { db: Executor; payments: PaymentProvider; log: FastifyBaseLogger };

/**
 * Ends the user's running subscriptions at the provider before the account goes, so a deleted
 * account is never charged again. A provider refusal stops the deletion (the user can retry).
 */
export async function endSubscriptionsOf(deps: Deps, userId: number): Promise<void> {
  const running = await deps.db
    .select()
    .from(memberships)
    .where(
      and(eq(memberships.userId, userId), inArray(memberships.status, ['active', 'cancelled'])),
    );
  for (const row of running) {
    if (!row.providerRef || row.provider !== deps.payments.name) {
      continue;
    }
    try {
      await deps.payments.endSubscriptionNow(row.providerRef);
    } catch (error) {
      deps.log.error({ err: error, membershipId: row.id }, 'subscription cancel failed');
      throw new AppError(
        'CONFLICT',
        'Your membership could not be cancelled with the payment provider, so the account was not deleted. Try again later.',
      );
    }
    await deps.db
      .update(memberships)
      .set({ status: 'ended', cancelAtPeriodEnd: false, updatedAt: new Date() })
      .where(eq(memberships.id, row.id));
  }
}

/**
 * In the deletion's transaction: pending orders give their reserved stock back and are
 * cancelled; every order loses its link to the user, and all but the paid-not-yet-shipped ones
 * (the shop still has to ship those) lose the shipping address too.
 */
export async function detachOrdersOf(tx: Executor, userId: number): Promise<void> {
  const pending = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'pending')))
    .orderBy(orders.id)
    .for('update');
  const ids = pending.map((row) => row.id);
  if (ids.length > 0) {
    await tx.execute(sql`
      UPDATE ${shopProducts} AS p SET stock = p.stock + s.quantity
      FROM (
        SELECT product_id, sum(quantity)::int AS quantity FROM ${orderLines}
        WHERE order_id IN (${sql.join(ids, sql`, `)}) GROUP BY product_id
      ) AS s
      WHERE p.id = s.product_id`);
    await tx
      .update(orders)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(inArray(orders.id, ids));
  }
  await tx.execute(sql`
    UPDATE ${orders}
    SET user_id = NULL,
        shipping_address = CASE WHEN status = 'paid' THEN shipping_address
                                ELSE ${JSON.stringify(ANONYMISED_ADDRESS)}::jsonb END,
        payment_fingerprint = NULL,
        updated_at = now()
    WHERE user_id = ${userId}`);
}
