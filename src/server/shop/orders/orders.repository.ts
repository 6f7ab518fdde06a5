import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CheckoutAddress, Order, OrderStatus } from '#core/shop/order.schema.ts';
import type { PricedLine } from '#core/shop/order-pricing.ts';
import type { Executor } from '../../db/executor.ts';
import { orderLines, orders, shopProducts } from '../../db/schema/index.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

export function toOrder(row: OrderRow, lines: OrderLineRow[]): Order {
  return {
    id: row.id,
    status: row.status,
    currency: row.currency,
    subtotalCents: row.subtotalCents,
    discountCents: row.discountCents,
    shippingCents: row.shippingCents,
    totalCents: row.totalCents,
    shippingAddress: row.shippingAddress,
    trackingNumber: row.trackingNumber,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    expiresAt: row.expiresAt.toISOString(),
    lines: lines.map((line) => ({
      productId: line.productId,
      name: line.name,
      unitPriceCents: line.unitPriceCents,
      quantity: line.quantity,
    })),
  };
}

export async function insertOrder(
  db: Executor,
  input: {
    userId: number;
    provider: string;
    shippingAddress: CheckoutAddress;
    subtotalCents: number;
    discountCents: number;
    shippingCents: number;
    totalCents: number;
    expiresAt: Date;
    lines: PricedLine[];
  },
): Promise<{ order: OrderRow; lines: OrderLineRow[] }> {
  const [order] = await db
    .insert(orders)
    .values({
      userId: input.userId,
      provider: input.provider,
      shippingAddress: input.shippingAddress,
      subtotalCents: input.subtotalCents,
      discountCents: input.discountCents,
      shippingCents: input.shippingCents,
      totalCents: input.totalCents,
      expiresAt: input.expiresAt,
    })
    .returning();
  if (!order) {
    throw new Error('order insert returned no row');
  }
  const lines = await db
    .insert(orderLines)
    .values(
      input.lines.map((line) => ({
        orderId: order.id,
        productId: line.productId,
        name: line.name,
        unitPriceCents: line.unitPriceCents,
        quantity: line.quantity,
      })),
    )
    .returning();
  return { order, lines };
}

export async function setOrderProviderRef(db: Executor, id: number, ref: string) {
  await db.update(orders).set({ providerRef: ref }).where(eq(orders.id, id));
}

export async function findOrderById(db: Executor, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

export async function findOrderByRef(db: Executor, ref: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.providerRef, ref));
  return row;
}

/** Locks the order row for the rest of the transaction. */
export async function lockOrderByRef(db: Executor, ref: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.providerRef, ref)).for('update');
  return row;
}

export async function lockOrderById(db: Executor, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

export async function findOrderLines(db: Executor, orderIds: number[]): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) {
    return [];
  }
  return db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(orderLines.id);
}

export async function listOrders(
  db: Executor,
  filter: { userId?: number; status?: OrderStatus; limit: number; offset: number },
) {
  const conditions = [
    filter.userId !== undefined ? eq(orders.userId, filter.userId) : undefined,
    filter.status !== undefined ? eq(orders.status, filter.status) : undefined,
  ].filter((condition) => condition !== undefined);
  return db
    .select()
    .from(orders)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

export async function updateOrder(
  db: Executor,
  id: number,
  values: Partial<
    Pick<OrderRow, 'status' | 'paidAt' | 'paymentFingerprint' | 'trackingNumber' | 'receiptSentAt'>
  >,
) {
  const [row] = await db
    .update(orders)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(orders.id, id))
    .returning();
  return row;
}

/** Gives an order's reserved quantities back to stock. */
export async function restockOrderLines(db: Executor, orderId: number): Promise<void> {
  await db.execute(sql`
    UPDATE ${shopProducts} AS p
    SET stock = p.stock + l.quantity
    FROM ${orderLines} AS l
    WHERE l.order_id = ${orderId} AND p.id = l.product_id`);
}

/**
 * Expires every pending order whose reservation lapsed and gives its stock back, in one
 * statement (safe with several app processes sweeping at once). Returns the expired order ids.
 */
export async function expireLapsedOrders(db: Executor, now: Date): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql`
    WITH expired AS (
      UPDATE ${orders} SET status = 'expired', updated_at = now()
      WHERE status = 'pending' AND expires_at < ${now.toISOString()}
      RETURNING id
    ), released AS (
      UPDATE ${shopProducts} AS p
      SET stock = p.stock + s.quantity
      FROM (
        SELECT product_id, sum(quantity)::int AS quantity FROM ${orderLines}
        WHERE order_id IN (SELECT id FROM expired) GROUP BY product_id
      ) AS s
      WHERE p.id = s.product_id
      RETURNING p.id
    )
    SELECT id FROM expired`);
  return result.rows.map((row) => Number(row.id));
}
