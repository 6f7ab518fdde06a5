import { AppError } from '#core/errors.ts';
import { findTier } from '#core/shop/membership-tiers.ts';
import { SHOP_CURRENCY } from '#core/shop/money.ts';
import type { SessionUser } from '../../plugins/session.ts';
import type { ShopDeps } from '../shop-deps.ts';
import {
  endLapsedMemberships,
  findCurrentMembership,
  insertMembership,
  type MembershipRow,
  updateMembership,
} from './memberships.repository.ts';

export type MembershipView = {
  tier: number;
  status: MembershipRow['status'] | 'none';
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  /** Test provider only: the subscription id a tester may renew from the TEST MODE controls. */
  testSubscriptionRef: string | null;
};

export async function getMembership(deps: ShopDeps, user: SessionUser): Promise<MembershipView> {
  await endLapsedMemberships(deps.db, new Date());
  const row = await findCurrentMembership(deps.db, user.id);
  if (!row) {
    return {
      tier: 0,
      status: 'none',
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      testSubscriptionRef: null,
    };
  }
  return {
    tier: row.tier,
    status: row.status,
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    testSubscriptionRef: deps.payments.name === 'test' ? row.providerRef : null,
  };
}

/** Starts the provider's subscription checkout for a paid tier. */
export async function subscribe(deps: ShopDeps, user: SessionUser, tier: number) {
  const chosen = findTier(tier);
  if (!chosen || chosen.priceCents === 0) {
    throw new AppError('VALIDATION_FAILED', 'Choose a paid membership tier');
  }
  const current = await findCurrentMembership(deps.db, user.id);
  if (current?.status === 'active') {
    throw new AppError('CONFLICT', 'You already have an active membership. Cancel it first.');
  }
  const row = await insertMembership(deps.db, {
    userId: user.id,
    tier,
    provider: deps.payments.name,
  });
  try {
    const session = await deps.payments.createSubscription({
      membershipId: row.id,
      userId: user.id,
      customerEmail: user.email,
      tier,
      tierName: chosen.name,
      priceCents: chosen.priceCents,
      currency: SHOP_CURRENCY,
    });
    await updateMembership(deps.db, row.id, { providerRef: session.ref });
    return { redirectUrl: session.url };
  } catch (error) {
    await updateMembership(deps.db, row.id, { status: 'failed' });
    throw error;
  }
}

/** Cancels renewals; the tier stays until the paid period ends. */
export async function cancelMembership(deps: ShopDeps, user: SessionUser) {
  const row = await findCurrentMembership(deps.db, user.id);
  if (row?.status !== 'active' || !row.providerRef) {
    throw new AppError('NOT_FOUND', 'You have no active membership');
  }
  await deps.payments.cancelSubscription(row.providerRef);
  await updateMembership(deps.db, row.id, { status: 'cancelled', cancelAtPeriodEnd: true });
  return getMembership(deps, user);
}
