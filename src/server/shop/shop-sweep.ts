import type { ServerDeps } from '../deps.ts';
import { endLapsedMemberships } from './memberships/memberships.repository.ts';
import { sweepExpiredOrders } from './orders/orders.service.ts';

/** One sweep: lapsed reservations go back to stock, lapsed memberships end. */
export async function sweepShop(
  deps: Pick<ServerDeps, 'db' | 'log'>,
  now = new Date(),
): Promise<void> {
  await Promise.all([sweepExpiredOrders(deps, now), endLapsedMemberships(deps.db, now)]);
}
