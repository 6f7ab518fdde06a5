import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../deps.ts';
import { serverDeps } from '../deps.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';

/** What the shop's services use: the app's deps plus the one payment provider of the app. */
export type ShopDeps = ServerDeps & { payments: PaymentProvider };

/** The options app.ts registers every shop route module with. */
export type ShopRouteOptions = { payments: PaymentProvider };

export function shopDeps(app: FastifyInstance, options: ShopRouteOptions): ShopDeps {
  return { ...serverDeps(app), payments: options.payments };
}
