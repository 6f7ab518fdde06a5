import type { FastifyPluginAsync } from 'fastify';
import type { Mailer } from '../mail/mailer.ts';
import { createPaymentProvider } from '../payments/create-payment-provider.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { membershipRoutes } from './memberships/memberships.routes.ts';
import { orderRoutes } from './orders/orders.routes.ts';
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
 * Registered with full paths. Lapsed reservations are swept by a pg-boss job (jobs/order-sweep.job.ts)
 * and by order creation.
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
};
