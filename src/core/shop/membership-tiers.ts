import { z } from 'zod';

/** Spec section 6: the perks members get (marketing text). */
export const MEMBER_PERKS = [
  'Special member prices in the shop',
  'Access to rare products',
  'Entry into monthly giveaways',
  'Scan up to 10 cards or binder pages at once',
  'AI grading and centering tools (Beta)',
] as const;

export type MembershipTier = {
  tier: number;
  name: string;
  /** Per month, integer cents; 0 for the free tier. */
  priceCents: number;
  perks: readonly string[];
};

export const MEMBERSHIP_TIERS: readonly MembershipTier[] = [
  {
    tier: 0,
    name: 'Free',
    priceCents: 0,
    perks: ['Track your collection', 'Browse every set', 'Scan one card at a time'],
  },
  { tier: 1, name: 'Member', priceCents: 499, perks: MEMBER_PERKS },
  {
    tier: 2,
    name: 'Premium',
    priceCents: 999,
    perks: [...MEMBER_PERKS, 'Two giveaway entries each month'],
  },
];

export const PAID_TIERS = MEMBERSHIP_TIERS.filter((tier) => tier.priceCents > 0).map(
  (tier) => tier.tier,
);

export function findTier(tier: number): MembershipTier | undefined {
  return MEMBERSHIP_TIERS.find((candidate) => candidate.tier === tier);
}

export const subscribeBodySchema = z.object({
  tier: z
    .number()
    .int()
    .refine((tier) => PAID_TIERS.includes(tier), 'Choose a paid membership tier'),
});

/** 'YYYY-MM' of the given time, in UTC. */
export function monthKey(now: Date): string {
  return now.toISOString().slice(0, 7);
}

export const monthKeySchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use YYYY-MM');
