import type { FastifyPluginAsync } from 'fastify';
import type { Mailer } from '../mail/mailer.ts';
import { createPaymentProvider } from '../payments/create-payment-provider.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { endLapsedMemberships } from './memberships/memberships.repository.ts';
import { membershipRoutes } from './memberships/memberships.routes.ts';
import { orderRoutes } from './orders/orders.routes.ts';
import { sweepExpiredOrders } from './orders/orders.service.ts';
import { adminProductRoutes } from './products/admin-products.routes.ts';
import { productRoutes } from './products/products.routes.ts';
import { testCheckoutPageRoutes, webhookRoutes } from './webhooks/webhooks.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentProvider;
    /** The app's mailer (receipts go out the same way as account mails). */
    shopMailer: Mailer;
  }
}

type Options = { provider?: PaymentProvider };

/**
 * The shop (issue 6): products, categories, stock, orders, payments, memberships, giveaways.
 * Registered with full paths. A timer sweeps lapsed reservations; order creation sweeps too.
 */
export const shopPlugin: FastifyPluginAsync<Options> = async (app, options) => {
  app.decorate('payments', options.provider ?? createPaymentProvider(app.config));
  app.decorate('shopMailer', app.mailer);
  app.get(
    '/api/payments/provider',
    { schema: { tags: ['shop'], summary: 'Which payment provider runs (test shows TEST MODE)' } },
    async () => ({ provider: app.payments.name }),
  );
  await app.register(productRoutes);
  await app.register(adminProductRoutes, { prefix: '/api/admin/shop/products' });
  await app.register(orderRoutes);
  await app.register(membershipRoutes);
  await app.register(webhookRoutes);
  if (app.payments.name === 'test') {
    await app.register(testCheckoutPageRoutes);
  }

  const seconds = app.config.ORDER_SWEEP_SECONDS;
  if (seconds > 0) {
    let running = false;
    const timer = setInterval(() => {
      if (running) {
        return;
      }
      running = true;
      Promise.all([sweepExpiredOrders(app), endLapsedMemberships(app.db, new Date())])
        .catch((error: unknown) => app.log.warn({ err: error }, 'order sweep failed'))
        .finally(() => {
          running = false;
        });
    }, seconds * 1000);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
};
