import { isMember } from '#core/cart/cart-totals.ts';
import {
  countLimitedItems,
  MAX_ITEMS_PER_ORDER,
  TOO_MANY_ITEMS_MESSAGE,
} from '#core/cart/checkout-rules.ts';
import { AppError } from '#core/errors.ts';
import { SHOP_CURRENCY } from '#core/shop/money.ts';
import type { CreateOrderBody, Order, OrderQuoteBody } from '#core/shop/order.schema.ts';
import { type PricedOrder, priceOrderLines } from '#core/shop/order-pricing.ts';
import { type CartLine, checkStock, STOCK_TEXT } from '#core/shop/stock-check.ts';
import type { Executor } from '../../db/executor.ts';
import type { CheckoutRequest } from '../../payments/payment-provider.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { reserveStock } from '../products/products.repository.ts';
import type { ShopDeps } from '../shop-deps.ts';
import {
  expireLapsedOrders,
  findOrderById,
  findOrderLines,
  insertOrder,
  listOrders,
  lockOrderById,
  restockOrderLines,
  setOrderProviderRef,
  toOrder,
  updateOrder,
} from './orders.repository.ts';
import { checkReservationCap, hoardingLimits } from './reservation-cap.ts';
import { loadStockFacts } from './stock.service.ts';

function stockConflict(errors: Record<string, string>): AppError {
  return new AppError(
    'CONFLICT',
    'Some items in your cart cannot be purchased. Please resolve the issues to proceed to checkout.',
    { errors },
  );
}

/**
 * Checks the cart (stock, members-only, the items limit; 409/400 naming the problem) and prices
 * it from database prices, shipping to `country` included: the one rule behind the checkout's
 * quote and the order the buyer pays.
 */
async function priceCheckedCart(
  db: Executor,
  lines: CartLine[],
  tier: number,
  country: string,
): Promise<PricedOrder> {
  const { rows, facts } = await loadStockFacts(
    db,
    lines.map((line) => line.id),
  );
  const checked = checkStock(lines, facts, isMember(tier));
  if (!checked.valid) {
    throw stockConflict(checked.errors);
  }
  const byId = new Map(rows.map((row) => [row.id, row]));
  const counted = lines.map((line) => ({
    quantity: line.quantity,
    categoryId: byId.get(line.id)?.categoryId ?? null,
  }));
  if (countLimitedItems(counted) > MAX_ITEMS_PER_ORDER) {
    throw new AppError('VALIDATION_FAILED', TOO_MANY_ITEMS_MESSAGE);
  }
  return priceOrderLines(lines, byId, tier, country);
}

/** The provider charges line by line: shipping is one more line when there is any. */
function withShippingLine(lines: CheckoutRequest['lines'], shippingCents: number) {
  return shippingCents > 0
    ? [...lines, { name: 'Shipping', unitPriceCents: shippingCents, quantity: 1 }]
    : lines;
}

/** POST /api/orders/quote: what the cart costs shipped to `country`, before paying. */
export async function quoteOrder(deps: ShopDeps, user: SessionUser, body: OrderQuoteBody) {
  const priced = await priceCheckedCart(deps.db, body.items, user.membershipTier, body.country);
  return {
    currency: SHOP_CURRENCY,
    subtotalCents: priced.subtotalCents,
    discountCents: priced.discountCents,
    shippingCents: priced.shippingCents,
    totalCents: priced.totalCents,
  };
}

/** Expires lapsed reservations now (also run on a timer by the shop plugin). */
export async function sweepExpiredOrders(deps: Pick<ShopDeps, 'db' | 'log'>, now = new Date()) {
  const expired = await expireLapsedOrders(deps.db, now);
  if (expired.length > 0) {
    deps.log.info({ orders: expired }, 'order reservations expired');
  }
  return expired;
}

/**
 * Creates a pending order: prices come from the database, and the stock of every line is
 * reserved in one transaction by conditional UPDATEs, so two buyers never both get the last item.
 * Then the provider's checkout is created; the order keeps its reservation until it is paid,
 * fails, is cancelled or expires.
 */
export async function createOrder(
  deps: ShopDeps,
  user: SessionUser,
  body: CreateOrderBody,
): Promise<{ order: Order; redirectUrl: string }> {
  await sweepExpiredOrders(deps);
  const lines = [...body.items].sort((a, b) => a.id - b.id); // a fixed lock order: no deadlocks
  const expiresAt = new Date(Date.now() + deps.config.ORDER_RESERVATION_MINUTES * 60_000);

  const created = await deps.db.transaction(async (tx) => {
    await checkReservationCap(tx, user.id, lines, hoardingLimits(deps.config));
    const priced = await priceCheckedCart(
      tx,
      lines,
      user.membershipTier,
      body.shippingAddress.country,
    );
    const order = await insertOrder(tx, {
      userId: user.id,
      provider: deps.payments.name,
      shippingAddress: body.shippingAddress,
      subtotalCents: priced.subtotalCents,
      discountCents: priced.discountCents,
      shippingCents: priced.shippingCents,
      totalCents: priced.totalCents,
      expiresAt,
      lines: priced.lines,
    });
    // Reserved last: a popular product's row stays locked only until the commit right after,
    // not through the order inserts (checkouts of one product queue on that lock).
    for (const line of lines) {
      if (!(await reserveStock(tx, line.id, line.quantity))) {
        const left = (await loadStockFacts(tx, [line.id])).facts.get(line.id)?.stock ?? 0;
        throw stockConflict({
          [String(line.id)]: left > 0 ? STOCK_TEXT.onlyLeft(left) : STOCK_TEXT.outOfStock,
        });
      }
    }
    return order;
  });

  let session: { ref: string; url: string };
  try {
    session = await deps.payments.createCheckout({
      orderId: created.order.id,
      currency: created.order.currency,
      lines: withShippingLine(created.lines, created.order.shippingCents),
      totalCents: created.order.totalCents,
      customerEmail: user.email,
      expiresAt,
    });
  } catch (error) {
    await releaseOrder(deps, created.order.id, 'failed');
    throw error;
  }
  await setOrderProviderRef(deps.db, created.order.id, session.ref);
  return { order: toOrder(created.order, created.lines), redirectUrl: session.url };
}

/** Moves a pending order to failed, cancelled or expired and gives its stock back. */
export async function releaseOrder(
  deps: ShopDeps,
  orderId: number,
  status: 'failed' | 'cancelled' | 'expired',
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const order = await lockOrderById(tx, orderId);
    if (order?.status !== 'pending') {
      return false;
    }
    await updateOrder(tx, orderId, { status });
    await restockOrderLines(tx, orderId);
    return true;
  });
}

export async function getUserOrders(deps: ShopDeps, userId: number) {
  const rows = await listOrders(deps.db, { userId, limit: 200, offset: 0 });
  const lines = await findOrderLines(
    deps.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    toOrder(
      row,
      lines.filter((line) => line.orderId === row.id),
    ),
  );
}

/** One order of this user; another user's order is simply not found. */
export async function getUserOrder(deps: ShopDeps, userId: number, orderId: number) {
  const row = await findOrderById(deps.db, orderId);
  if (!row || row.userId !== userId) {
    throw new AppError('NOT_FOUND', 'Order not found');
  }
  return toOrder(row, await findOrderLines(deps.db, [row.id]));
}

/** The buyer leaves the provider's page without paying: cancel and release at once. */
export async function cancelUserOrder(deps: ShopDeps, userId: number, orderId: number) {
  const row = await findOrderById(deps.db, orderId);
  if (!row || row.userId !== userId) {
    throw new AppError('NOT_FOUND', 'Order not found');
  }
  if (row.status !== 'pending') {
    throw new AppError('CONFLICT', `This order is ${row.status} and cannot be cancelled`);
  }
  await releaseOrder(deps, orderId, 'cancelled');
  return getUserOrder(deps, userId, orderId);
}
