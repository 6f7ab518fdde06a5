import type { FastifyInstance } from 'fastify';
import { endLapsedMemberships } from './memberships/memberships.repository.ts';
import { sweepExpiredOrders } from './orders/orders.service.ts';

/** One sweep: lapsed reservations go back to stock, lapsed memberships end. */
export async function sweepShop(app: FastifyInstance, now = new Date()): Promise<void> {
  await Promise.all([sweepExpiredOrders(app, now), endLapsedMemberships(app.db, now)]);
}
