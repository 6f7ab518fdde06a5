import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#core/errors.ts';
import { paymentProviderAnswerSchema } from '#core/shop/membership.schema.ts';
import { DEV_KEY_REFUSAL, hasDevKey } from '../../http/dev-key.ts';
import { WebhookSignatureError } from '../../payments/payment-provider.ts';
import { type ShopRouteOptions, shopDeps } from '../shop-deps.ts';
import { handlePaymentEvent } from './payment-events.service.ts';
import { testCheckoutPage } from './test-checkout.service.ts';

/**
 * POST /api/webhooks/<provider>: the provider's signed server-to-server calls (exempt from the
 * CSRF double-submit). The body is kept raw so the signature can be checked byte for byte.
 */
export const webhookRoutes: FastifyPluginAsyncZod<ShopRouteOptions> = async (app, options) => {
  const deps = shopDeps(app, options);
  const keepRaw = (_request: unknown, body: Buffer, done: (err: null, body: Buffer) => void) =>
    done(null, body);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 512 * 1024 },
    keepRaw,
  );
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'buffer', bodyLimit: 64 * 1024 },
    keepRaw,
  );

  app.post(
    `/${deps.payments.name}`,
    {
      schema: {
        tags: ['payments'],
        summary: 'Payment provider events (signed raw body)',
        response: { 200: z.object({ received: z.boolean(), duplicate: z.boolean() }) },
      },
      config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      if (!Buffer.isBuffer(request.body)) {
        throw new AppError('VALIDATION_FAILED', 'A webhook needs a JSON or form body');
      }
      // TEST MODE events are unsigned: only a holder of the dev key may fake a payment.
      if (deps.payments.name === 'test' && !hasDevKey(request, reply, app.config.DEV_KEY)) {
        throw new AppError('UNAUTHORISED', 'TEST MODE payments need the dev key printed at start');
      }
      let event: ReturnType<typeof deps.payments.parseWebhook>;
      try {
        event = deps.payments.parseWebhook({ rawBody: request.body, headers: request.headers });
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          throw new AppError('VALIDATION_FAILED', error.message);
        }
        const detail = error instanceof z.ZodError ? error.issues[0]?.message : undefined;
        throw new AppError('VALIDATION_FAILED', detail ?? 'Unreadable webhook payload');
      }
      const outcome = await handlePaymentEvent(deps, event);
      request.log.info(
        { event: event.id, kind: event.kind, duplicate: outcome.duplicate },
        'payment event',
      );
      const isForm = String(request.headers['content-type']).includes('x-www-form-urlencoded');
      if (deps.payments.name === 'test' && isForm) {
        // The TEST MODE page's own form: send the tester where a real provider would.
        if (event.kind.startsWith('checkout.') && outcome.orderId) {
          const cancelled = event.kind === 'checkout.cancelled' ? '&cancelled=1' : '';
          return reply.redirect(`/return?orderId=${outcome.orderId}${cancelled}`, 303);
        }
        return reply.redirect(
          `/memberships?status=${event.kind === 'subscription.started' ? 'pending' : 'cancelled'}`,
          303,
        );
      }
      return { received: true, duplicate: outcome.duplicate };
    },
  );
};

/**
 * Under /api/payments: which provider runs and, with the built-in test provider only, its
 * TEST MODE payment page (GET /api/payments/test/checkout/:ref, see TEST_CHECKOUT_PATH).
 */
export const paymentRoutes: FastifyPluginAsyncZod<ShopRouteOptions> = async (app, options) => {
  app.get(
    '/provider',
    {
      schema: {
        tags: ['shop'],
        summary: 'Which payment provider runs (test shows TEST MODE)',
        response: { 200: paymentProviderAnswerSchema },
      },
    },
    async () => ({ provider: options.payments.name }),
  );
  if (options.payments.name !== 'test') {
    return;
  }
  app.get(
    '/test/checkout/:ref',
    {
      schema: {
        tags: ['payments'],
        summary: "The test provider's TEST MODE payment page (HTML)",
        params: z.object({ ref: z.string().min(8).max(100) }),
        response: { 200: z.string().describe('HTML page'), 401: z.string(), 404: z.string() },
      },
    },
    async (request, reply) => {
      if (!hasDevKey(request, reply, app.config.DEV_KEY)) {
        return reply.code(401).type('text/html').send(DEV_KEY_REFUSAL);
      }
      const html = await testCheckoutPage(app.db, request.params.ref);
      if (html !== null) {
        return reply.type('text/html').send(html);
      }
      return reply
        .code(404)
        .type('text/html')
        .send('<!doctype html><p>TEST MODE: no such checkout.</p>');
    },
  );
};
