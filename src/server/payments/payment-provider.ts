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
  | { id: string; kind: 'checkout.paid'; ref: string; cardFingerprint?: string }
  | { id: string; kind: 'checkout.failed'; ref: string }
  | { id: string; kind: 'checkout.cancelled'; ref: string }
  | {
      id: string;
      kind: 'subscription.started';
      ref: string;
      subscriptionRef: string;
      periodEnd: Date;
      cardFingerprint?: string;
    }
  | { id: string; kind: 'subscription.failed'; ref: string }
  | { id: string; kind: 'subscription.renewed'; subscriptionRef: string; periodEnd: Date }
  | { id: string; kind: 'subscription.ended'; subscriptionRef: string }
  /** The next period will be charged soon (Stripe's invoice.upcoming). */
  | { id: string; kind: 'subscription.renewing'; subscriptionRef: string; renewsOn: Date }
  /** A renewal's charge failed; the provider retries it (Stripe's invoice.payment_failed). */
  | { id: string; kind: 'subscription.payment_failed'; subscriptionRef: string }
  | { id: string; kind: 'ignored'; type: string };

/**
 * An event that takes money: the card that paid it is recorded (decision 068). `cardFingerprint`
 * is set when the provider's event itself names the card (TEST MODE); Stripe's must be looked up.
 */
export type PaidEvent = Extract<PaymentEvent, { kind: 'checkout.paid' | 'subscription.started' }>;

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
  /**
   * The provider's fingerprint of the card that paid this checkout, or null when it gives none.
   * Throws when the provider cannot be asked; the caller logs that and goes on without it.
   */
  paidCheckoutFingerprint: (event: PaidEvent) => Promise<string | null>;
  /** Verifies and reads one webhook delivery; throws WebhookSignatureError when not genuine. */
  parseWebhook: (input: WebhookInput) => PaymentEvent;
};

export class WebhookSignatureError extends Error {
  constructor(message = 'Invalid webhook signature') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}
