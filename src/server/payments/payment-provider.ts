/**
 * Payments (architecture.md section 7): one interface, two implementations. Orders, stock and
 * memberships depend only on this interface, never on which provider ran.
 */

export type CheckoutRequest = {
  orderId: number;
  currency: string;
  lines: { name: string; unitPriceCents: number; quantity: number }[];
  totalCents: number;
  customerEmail: string;
  expiresAt: Date;
};

export type SubscriptionRequest = {
  membershipId: number;
  userId: number;
  customerEmail: string;
  tier: number;
  tierName: string;
  priceCents: number;
  currency: string;
};

export type RefundRequest = { orderId: number; ref: string; amountCents: number };

/** Where to send the buyer, and the provider's id for this checkout. */
export type CheckoutSession = { ref: string; url: string };

/** A provider event, in our words. `id` is the provider's event id (stored for idempotency). */
export type PaymentEvent =
  | { id: string; kind: 'checkout.paid'; ref: string }
  | { id: string; kind: 'checkout.failed'; ref: string }
  | { id: string; kind: 'checkout.cancelled'; ref: string }
  | {
      id: string;
      kind: 'subscription.started';
      ref: string;
      subscriptionRef: string;
      periodEnd: Date;
    }
  | { id: string; kind: 'subscription.failed'; ref: string }
  | { id: string; kind: 'subscription.renewed'; subscriptionRef: string; periodEnd: Date }
  | { id: string; kind: 'subscription.ended'; subscriptionRef: string }
  | { id: string; kind: 'ignored'; type: string };

export type WebhookInput = {
  rawBody: Buffer;
  headers: Record<string, string | string[] | undefined>;
};

export type PaymentProvider = {
  name: 'test' | 'stripe';
  createCheckout: (request: CheckoutRequest) => Promise<CheckoutSession>;
  createSubscription: (request: SubscriptionRequest) => Promise<CheckoutSession>;
  /** Stops renewals at the end of the current period. */
  cancelSubscription: (subscriptionRef: string) => Promise<void>;
  /** Ends the subscription at once (the account is being deleted): no further charges. */
  endSubscriptionNow: (subscriptionRef: string) => Promise<void>;
  /**
   * Pays back a paid checkout (`ref`, the checkout id). Repeating it for the same order must not
   * refund twice (idempotent per order). Throws when the provider refuses.
   */
  refundCheckout: (request: RefundRequest) => Promise<{ refundRef: string }>;
  /** Verifies and reads one webhook delivery; throws WebhookSignatureError when not genuine. */
  parseWebhook: (input: WebhookInput) => PaymentEvent;
};

export class WebhookSignatureError extends Error {
  constructor(message = 'Invalid webhook signature') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}
