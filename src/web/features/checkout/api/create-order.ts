import {
  type CheckoutAddress,
  type PlacedOrder,
  placedOrderSchema,
} from '#core/shop/order.schema.ts';
import {
  errorDetails,
  readErrorBody,
  readErrorMessage,
  requestJson,
} from '../../../lib/api-client.ts';

export class OrderRejected extends Error {
  readonly itemErrors: Record<string, string>;
  constructor(message: string, itemErrors: Record<string, string>, cause: unknown) {
    super(message, { cause });
    this.itemErrors = itemErrors;
  }
}

/** POST /api/orders: lines and address only (the server prices the order). */
export async function createOrder(
  items: { id: number; quantity: number }[],
  shippingAddress: Omit<CheckoutAddress, 'line2' | 'region'> & { line2?: string; region?: string },
): Promise<PlacedOrder> {
  try {
    const body = await requestJson('/api/orders', {
      method: 'POST',
      body: { items: items.map(({ id, quantity }) => ({ id, quantity })), shippingAddress },
    });
    return placedOrderSchema.parse(body);
  } catch (error) {
    const message = await readErrorMessage(
      error,
      'The order could not be placed. Please try again.',
    );
    const issues = errorDetails(await readErrorBody(error))?.issues;
    const itemErrors = (issues && !Array.isArray(issues) && issues.errors) || {};
    throw new OrderRejected(message, itemErrors, error);
  }
}
