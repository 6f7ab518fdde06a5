/**
 * The shop's route modules (issue 6: products, categories, stock, orders, payments, memberships,
 * giveaways); app.ts registers each once with its prefix and the app's payment provider.
 * Lapsed reservations are swept by a pg-boss job (jobs/order-sweep.job.ts) and by order creation.
 */
export {
  adminGiveawayRoutes,
  giveawayRoutes,
  membershipRoutes,
} from './memberships/memberships.routes.ts';
export { adminOrderRoutes, orderRoutes } from './orders/orders.routes.ts';
export { adminProductRoutes } from './products/admin-products.routes.ts';
export { categoryRoutes, productRoutes } from './products/products.routes.ts';
export { paymentRoutes, webhookRoutes } from './webhooks/webhooks.routes.ts';
