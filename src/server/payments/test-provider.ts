import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { PaymentEvent, PaymentProvider, WebhookInput } from './payment-provider.ts';

export const TEST_CHECKOUT_PATH = '/api/payments/test/checkout';
export const TEST_WEBHOOK_PATH = '/api/webhooks/test';
export const TEST_PERIOD_DAYS = 30;

const outcomeSchema = z.enum(['success', 'failure', 'cancel']);

/** The card number the TEST MODE page pre-fills (the well-known test card). */
export const TEST_CARD_NUMBER = '4242 4242 4242 4242';

const CARD_NUMBER_MESSAGE = 'A card number has 12 to 19 digits';

/** Digits with optional spaces, as typed on the TEST MODE page; the spaces are dropped. */
const cardNumberSchema = z
  .string()
  .max(40, CARD_NUMBER_MESSAGE)
  .transform((value) => value.replaceAll(' ', ''))
  .pipe(z.string().regex(/^\d{12,19}$/, CARD_NUMBER_MESSAGE));

/**
 * What stands in for a provider's card fingerprint in TEST MODE: a hash, so the same number always
 * gives the same fingerprint and the number itself is never stored (decision 068).
 */
export function testCardFingerprint(cardNumber: string): string {
  return `test_fp_${createHash('sha256').update(cardNumber).digest('hex').slice(0, 24)}`;
}

/** What the TEST MODE pages post (form-encoded or JSON). */
const testWebhookBodySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('checkout'),
    ref: z.string().min(8).max(100),
    outcome: outcomeSchema,
    cardNumber: cardNumberSchema.optional(),
  }),
  z.object({
    kind: z.literal('subscription'),
    ref: z.string().min(8).max(100),
    outcome: outcomeSchema,
    cardNumber: cardNumberSchema.optional(),
  }),
  z.object({
    kind: z.literal('renewal'),
    subscriptionRef: z.string().min(8).max(100),
    /** The cycle being paid (1, 2, ...): one event per cycle, so replays are recognised. */
    cycle: z.coerce.number().int().min(1).max(10_000),
    /** upcoming: the cycle will be charged soon; retrying: its charge failed, tried again later. */
    outcome: z.enum(['success', 'failure', 'upcoming', 'retrying']),
  }),
]);
export type TestWebhookBody = z.infer<typeof testWebhookBodySchema>;

function readBody(input: WebhookInput): unknown {
  const text = input.rawBody.toString('utf8');
  const type = String(input.headers['content-type'] ?? '');
  if (type.includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  return JSON.parse(text);
}

function randomRef(prefix: string): string {
  return `${prefix}_${randomBytes(18).toString('base64url')}`;
}

/** The subscription id the test provider gives a subscription checkout once it succeeds. */
export function testSubscriptionRefFor(checkoutRef: string): string {
  return `test_sub_${checkoutRef.slice(-24)}`;
}

const cardOf = (cardNumber: string | undefined) =>
  cardNumber === undefined ? {} : { cardFingerprint: testCardFingerprint(cardNumber) };

export function parseTestWebhook(body: TestWebhookBody, now: Date): PaymentEvent {
  const periodEnd = (cycles: number) =>
    new Date(now.getTime() + cycles * TEST_PERIOD_DAYS * 86_400_000);
  if (body.kind === 'checkout') {
    const id = `test:${body.ref}:${body.outcome}`;
    if (body.outcome === 'success') {
      return { id, kind: 'checkout.paid', ref: body.ref, ...cardOf(body.cardNumber) };
    }
    const kind = body.outcome === 'failure' ? 'checkout.failed' : 'checkout.cancelled';
    return { id, kind, ref: body.ref };
  }
  if (body.kind === 'subscription') {
    const id = `test:${body.ref}:${body.outcome}`;
    if (body.outcome === 'success') {
      return {
        id,
        kind: 'subscription.started',
        ref: body.ref,
        subscriptionRef: testSubscriptionRefFor(body.ref),
        periodEnd: periodEnd(1),
        ...cardOf(body.cardNumber),
      };
    }
    return { id, kind: 'subscription.failed', ref: body.ref };
  }
  const id = `test:${body.subscriptionRef}:renewal:${body.cycle}:${body.outcome}`;
  if (body.outcome === 'failure') {
    return { id, kind: 'subscription.ended', subscriptionRef: body.subscriptionRef };
  }
  if (body.outcome === 'upcoming') {
    const renewsOn = periodEnd(0);
    return { id, kind: 'subscription.renewing', subscriptionRef: body.subscriptionRef, renewsOn };
  }
  if (body.outcome === 'retrying') {
    return { id, kind: 'subscription.payment_failed', subscriptionRef: body.subscriptionRef };
  }
  return {
    id,
    kind: 'subscription.renewed',
    subscriptionRef: body.subscriptionRef,
    periodEnd: periodEnd(1),
  };
}

/**
 * The built-in provider (the default without Stripe keys): its checkout is a TEST MODE page served
 * by this app where a tester chooses success, failure or cancel. No money moves.
 */
export function createTestProvider(options: { now?: () => Date } = {}): PaymentProvider {
  const now = options.now ?? (() => new Date());
  return {
    name: 'test',
    createCheckout: async () => {
      const ref = randomRef('test_cs');
      return { ref, url: `${TEST_CHECKOUT_PATH}/${ref}` };
    },
    createSubscription: async () => {
      const ref = randomRef('test_sub_cs');
      return { ref, url: `${TEST_CHECKOUT_PATH}/${ref}` };
    },
    cancelSubscription: async () => {},
    endSubscriptionNow: async () => {},
    // No money moved, so nothing to pay back; the ref names the order so it is stable.
    refundCheckout: async ({ orderId }) => ({ refundRef: `test_refund_order_${orderId}` }),
    // The TEST MODE page posts the card number with the outcome, so the event already names it.
    paidCheckoutFingerprint: async (event) => event.cardFingerprint ?? null,
    parseWebhook: (input) => parseTestWebhook(testWebhookBodySchema.parse(readBody(input)), now()),
  };
}
