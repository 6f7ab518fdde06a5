import type pg from 'pg';
import {
  type AffiliateNumbers,
  type AffiliateRange,
  type AffiliateReport,
  commissionCents,
  type MyAffiliate,
  resolveRange,
} from '#core/admin/affiliates.schema.ts';
import { MEMBERSHIP_TIERS } from '#core/shop/membership-tiers.ts';
import { SHOP_CURRENCY } from '#core/shop/money.ts';
import { type AffiliateRow, affiliateNumbers } from './affiliates.repository.ts';

export type AffiliateDeps = { pool: pg.Pool; commissionPercent: number; now: () => Date };

const TIER_PRICES = MEMBERSHIP_TIERS.filter((tier) => tier.priceCents > 0).map((tier) => ({
  tier: tier.tier,
  priceCents: tier.priceCents,
}));

function toNumbers(row: AffiliateRow, percent: number): AffiliateNumbers {
  const revenueCents = Number(row.revenue_cents);
  return {
    referrerId: row.referrer_id,
    handle: row.handle,
    email: row.email,
    visits: Number(row.visits),
    signUps: Number(row.sign_ups),
    verifiedSignUps: Number(row.verified_sign_ups),
    conversions: Number(row.conversions),
    revenueCents,
    commissionCents: commissionCents(revenueCents, percent),
  };
}

/** Every referral handle with activity in the range, with the commission owed. */
export async function affiliateReport(
  deps: AffiliateDeps,
  range: AffiliateRange,
): Promise<AffiliateReport> {
  const { from, to } = resolveRange(range, deps.now());
  const rows = await affiliateNumbers(deps.pool, {
    from,
    to,
    tierPrices: TIER_PRICES,
    referrerId: null,
  });
  return {
    from,
    to,
    commissionPercent: deps.commissionPercent,
    currency: SHOP_CURRENCY,
    rows: rows.map((row) => toNumbers(row, deps.commissionPercent)),
  };
}

/** The signed-in user's own numbers as an affiliate (zeros when nobody used their link). */
export async function myAffiliateNumbers(
  deps: AffiliateDeps,
  userId: number,
  range: AffiliateRange,
): Promise<MyAffiliate> {
  const { from, to } = resolveRange(range, deps.now());
  const [row] = await affiliateNumbers(deps.pool, {
    from,
    to,
    tierPrices: TIER_PRICES,
    referrerId: userId,
  });
  if (!row) {
    throw new Error(`user ${userId} not found for affiliate numbers`);
  }
  return {
    from,
    to,
    commissionPercent: deps.commissionPercent,
    currency: SHOP_CURRENCY,
    numbers: toNumbers(row, deps.commissionPercent),
  };
}
