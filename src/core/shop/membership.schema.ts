import { z } from 'zod';

const paymentProviderSchema = z.enum(['test', 'stripe']);

/** The payment provider that sells memberships and orders; 'test' shows the TEST MODE notice. */
export const paymentProviderAnswerSchema = z.object({ provider: paymentProviderSchema });

/** GET /api/memberships/tiers: the tiers with their perks, and who sells them. */
export const tiersAnswerSchema = z.object({
  tiers: z.array(
    z.object({
      tier: z.number(),
      name: z.string(),
      priceCents: z.number(),
      perks: z.array(z.string()),
    }),
  ),
  provider: paymentProviderSchema,
});

/** A user's membership as /api/memberships/me and /cancel send it. */
export const membershipSchema = z.object({
  tier: z.number(),
  status: z.string(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  testSubscriptionRef: z.string().nullable(),
});

/** Where to pay: the provider's page a subscription or an order sends the buyer to. */
export const redirectAnswerSchema = z.object({ redirectUrl: z.string() });

/** GET /api/giveaways/me: this month's entry and the giveaways won. */
export const myGiveawaysSchema = z.object({
  month: z.string(),
  entered: z.boolean(),
  entries: z.number(),
  won: z.array(z.object({ month: z.string(), prize: z.string(), drawnAt: z.string().nullable() })),
});

/** POST /api/admin/giveaways/{month}/draw: the seeded draw's outcome. */
export const giveawayDrawSchema = z.object({
  month: z.string(),
  seed: z.string(),
  winnerUserId: z.number().nullable(),
  entries: z.number(),
});
