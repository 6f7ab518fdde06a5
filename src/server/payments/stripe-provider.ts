import Stripe from 'stripe';
import type {
  CheckoutRequest,
  PaymentEvent,
  PaymentProvider,
  RefundRequest,
  SubscriptionRequest,
  WebhookInput,
} from './payment-provider.ts';
import { WebhookSignatureError } from './payment-provider.ts';

type Options = {
  secretKey: string;
  webhookSecret: string | undefined;
  websiteUrl: string;
  apiUrl?: string | undefined;
};

function apiHost(apiUrl: string | undefined): Stripe.StripeConfig {
  if (!apiUrl) {
    return {};
  }
  const url = new URL(apiUrl);
  return {
    host: url.hostname,
    port: url.port || (url.protocol === 'http:' ? 80 : 443),
    protocol: url.protocol === 'http:' ? 'http' : 'https',
  };
}

/** Stripe wants a Checkout Session to live at least 30 minutes and at most 24 hours. */
function sessionExpiry(expiresAt: Date): number {
  const seconds = Math.floor(expiresAt.getTime() / 1000);
  const now = Math.floor(Date.now() / 1000);
  return Math.min(now + 23 * 3600, Math.max(now + 31 * 60, seconds));
}

function idOf(value: string | { id: string } | null | undefined): string | undefined {
  return typeof value === 'string' ? value : (value?.id ?? undefined);
}

function periodEndOf(invoice: Stripe.Invoice): Date {
  const ends = invoice.lines.data.map((line) => line.period.end);
  const end = ends.length > 0 ? Math.max(...ends) : invoice.period_end;
  return new Date(end * 1000);
}

/** Asking Stripe for the card must not hold a payment up for long (decision 068). */
const FINGERPRINT_TIMEOUT_MS = 5000;

/** The paying card's details Stripe attaches: the charge of a payment, the method of a subscription. */
const FINGERPRINT_EXPANSIONS = [
  'payment_intent.latest_charge',
  'subscription.default_payment_method',
];

/**
 * The card fingerprint of a Checkout Session retrieved with FINGERPRINT_EXPANSIONS, or null (not
 * a card, or not expanded). A fingerprint names the card, not its number (decision 068).
 */
export function cardFingerprintOf(session: Stripe.Checkout.Session): string | null {
  const intent = session.payment_intent;
  const charge = typeof intent === 'object' ? intent?.latest_charge : undefined;
  if (charge && typeof charge === 'object') {
    return charge.payment_method_details?.card?.fingerprint ?? null;
  }
  const subscription = session.subscription;
  const method =
    typeof subscription === 'object' ? subscription?.default_payment_method : undefined;
  return method && typeof method === 'object' ? (method.card?.fingerprint ?? null) : null;
}

/** Maps a verified Stripe event onto ours; anything else is acknowledged and ignored. */
export function mapStripeEvent(event: Stripe.Event): PaymentEvent {
  const ignored = { id: event.id, kind: 'ignored', type: event.type } as const;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      if (session.mode === 'subscription') {
        const subscriptionRef = idOf(session.subscription);
        if (!subscriptionRef || session.status !== 'complete') {
          return ignored;
        }
        const periodEnd = new Date(Date.now() + 31 * 86_400_000);
        return {
          id: event.id,
          kind: 'subscription.started',
          ref: session.id,
          subscriptionRef,
          periodEnd,
        };
      }
      if (session.payment_status === 'unpaid') {
        return ignored; // an asynchronous method: async_payment_succeeded or _failed follows
      }
      return { id: event.id, kind: 'checkout.paid', ref: session.id };
    }
    case 'checkout.session.async_payment_failed':
      return { id: event.id, kind: 'checkout.failed', ref: event.data.object.id };
    case 'checkout.session.expired': {
      const session = event.data.object;
      return session.mode === 'subscription'
        ? { id: event.id, kind: 'subscription.failed', ref: session.id }
        : { id: event.id, kind: 'checkout.cancelled', ref: session.id };
    }
    case 'invoice.paid': {
      const invoice = event.data.object;
      const subscriptionRef = idOf(invoice.parent?.subscription_details?.subscription);
      if (!subscriptionRef) {
        return ignored;
      }
      return {
        id: event.id,
        kind: 'subscription.renewed',
        subscriptionRef,
        periodEnd: periodEndOf(invoice),
      };
    }
    case 'invoice.upcoming':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const subscriptionRef = idOf(invoice.parent?.subscription_details?.subscription);
      if (!subscriptionRef) {
        return ignored;
      }
      return event.type === 'invoice.upcoming'
        ? {
            id: event.id,
            kind: 'subscription.renewing',
            subscriptionRef,
            renewsOn: new Date(invoice.period_end * 1000),
          }
        : { id: event.id, kind: 'subscription.payment_failed', subscriptionRef };
    }
    case 'customer.subscription.deleted':
      return { id: event.id, kind: 'subscription.ended', subscriptionRef: event.data.object.id };
    default:
      return ignored;
  }
}

/** Stripe Checkout through the official SDK; webhooks are checked with the signing secret. */
export function createStripeProvider(options: Options, client?: Stripe): PaymentProvider {
  const stripe =
    client ??
    new Stripe(options.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...apiHost(options.apiUrl),
    });
  const site = options.websiteUrl;

  return {
    name: 'stripe',
    createCheckout: async (request: CheckoutRequest) => {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: String(request.orderId),
          metadata: { orderId: String(request.orderId) },
          customer_email: request.customerEmail,
          line_items: request.lines.map((line) => ({
            quantity: line.quantity,
            price_data: {
              currency: request.currency.toLowerCase(),
              unit_amount: line.unitPriceCents,
              product_data: { name: line.name },
            },
          })),
          expires_at: sessionExpiry(request.expiresAt),
          success_url: `${site}/return?orderId=${request.orderId}`,
          cancel_url: `${site}/return?orderId=${request.orderId}&cancelled=1`,
        },
        { idempotencyKey: `order-${request.orderId}` },
      );
      if (!session.url) {
        throw new Error('Stripe returned a Checkout Session without a URL');
      }
      return { ref: session.id, url: session.url };
    },
    createSubscription: async (request: SubscriptionRequest) => {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          client_reference_id: String(request.userId),
          metadata: { membershipId: String(request.membershipId) },
          customer_email: request.customerEmail,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: request.priceCents,
                recurring: { interval: 'month' },
                product_data: { name: `Cardfolio ${request.tierName} membership` },
              },
            },
          ],
          success_url: `${site}/memberships?status=pending`,
          cancel_url: `${site}/memberships?status=cancelled`,
        },
        { idempotencyKey: `membership-${request.membershipId}` },
      );
      if (!session.url) {
        throw new Error('Stripe returned a Checkout Session without a URL');
      }
      return { ref: session.id, url: session.url };
    },
    cancelSubscription: async (subscriptionRef) => {
      await stripe.subscriptions.update(subscriptionRef, { cancel_at_period_end: true });
    },
    endSubscriptionNow: async (subscriptionRef) => {
      await stripe.subscriptions.cancel(subscriptionRef);
    },
    refundCheckout: async ({ orderId, ref, amountCents }: RefundRequest) => {
      const session = await stripe.checkout.sessions.retrieve(ref);
      const paymentIntent = idOf(session.payment_intent);
      if (!paymentIntent) {
        throw new Error(`Checkout ${ref} has no payment to refund`);
      }
      const refund = await stripe.refunds.create(
        { payment_intent: paymentIntent, amount: amountCents },
        { idempotencyKey: `cardfolio-order-${orderId}-refund` },
      );
      return { refundRef: refund.id };
    },
    paidCheckoutFingerprint: async ({ ref }) => {
      const session = await stripe.checkout.sessions.retrieve(
        ref,
        { expand: FINGERPRINT_EXPANSIONS },
        { timeout: FINGERPRINT_TIMEOUT_MS, maxNetworkRetries: 0 },
      );
      return cardFingerprintOf(session);
    },
    parseWebhook: ({ rawBody, headers }: WebhookInput) => {
      const signature = headers['stripe-signature'];
      if (!options.webhookSecret || typeof signature !== 'string') {
        throw new WebhookSignatureError('Missing Stripe signature');
      }
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch {
        throw new WebhookSignatureError();
      }
      return mapStripeEvent(event);
    },
  };
}
