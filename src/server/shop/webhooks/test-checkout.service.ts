import { findTier } from '#core/shop/membership-tiers.ts';
import { formatCents } from '#core/shop/money.ts';
import type { Db } from '../../db/client.ts';
import { findMembershipByRef } from '../memberships/memberships.repository.ts';
import { findOrderByRef, findOrderLines } from '../orders/orders.repository.ts';
import { renderTestCheckoutPage } from './test-checkout-page.ts';

/** The test provider's payment page for an order or membership reference, or null. */
export async function testCheckoutPage(db: Db, ref: string): Promise<string | null> {
  const order = await findOrderByRef(db, ref);
  if (order) {
    const lines = await findOrderLines(db, [order.id]);
    return renderTestCheckoutPage({
      kind: 'checkout',
      ref,
      title: `Order #${order.id}`,
      lines: [
        ...lines.map(
          (l) => `${l.quantity} × ${l.name} — ${formatCents(l.unitPriceCents, order.currency)}`,
        ),
        `Shipping — ${formatCents(order.shippingCents, order.currency)}`,
      ],
      totalCents: order.totalCents,
      currency: order.currency,
      settled: order.status === 'pending' ? undefined : order.status,
    });
  }
  const membership = await findMembershipByRef(db, ref);
  if (membership) {
    const tier = findTier(membership.tier);
    return renderTestCheckoutPage({
      kind: 'subscription',
      ref,
      title: `${tier?.name ?? 'Membership'} membership, monthly`,
      lines: [...(tier?.perks ?? [])],
      totalCents: tier?.priceCents ?? 0,
      currency: 'USD',
      settled: membership.status === 'pending' ? undefined : membership.status,
    });
  }
  return null;
}
