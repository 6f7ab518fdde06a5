import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MEMBERSHIP_TIERS,
  monthKey,
  monthKeySchema,
  subscribeBodySchema,
} from '#core/shop/membership-tiers.ts';
import { requireAdmin, requireUser, requireVerifiedUser } from '../../plugins/session.ts';
import { drawGiveaway, getMyGiveaways, listGiveaways } from './giveaways.service.ts';
import { cancelMembership, getMembership, subscribe } from './memberships.service.ts';

const membershipView = z.object({
  tier: z.number(),
  status: z.string(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  testSubscriptionRef: z.string().nullable(),
});

export const membershipRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/memberships/tiers',
    {
      schema: {
        tags: ['memberships'],
        summary: 'The membership tiers and their perks',
        response: {
          200: z.object({
            tiers: z.array(
              z.object({
                tier: z.number(),
                name: z.string(),
                priceCents: z.number(),
                perks: z.array(z.string()),
              }),
            ),
            provider: z.enum(['test', 'stripe']),
          }),
        },
      },
    },
    async () => ({
      tiers: MEMBERSHIP_TIERS.map((tier) => ({ ...tier, perks: [...tier.perks] })),
      provider: app.payments.name,
    }),
  );

  app.get(
    '/api/memberships/me',
    {
      schema: {
        tags: ['memberships'],
        summary: 'Your membership',
        response: { 200: membershipView },
      },
    },
    async (request) => getMembership(app, requireUser(request)),
  );

  app.post(
    '/api/memberships/subscribe',
    {
      config: {
        rateLimit: {
          max: app.config.ORDER_RATE_LIMIT_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request) => (request.user ? `user:${request.user.id}` : request.ip),
        },
      },
      schema: {
        tags: ['memberships'],
        summary: 'Starts a subscription checkout for a paid tier',
        body: subscribeBodySchema,
        response: { 201: z.object({ redirectUrl: z.string() }) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await subscribe(app, requireVerifiedUser(request), request.body.tier)),
  );

  app.post(
    '/api/memberships/cancel',
    {
      schema: {
        tags: ['memberships'],
        summary: 'Stops renewals; the tier lasts until the paid period ends',
        response: { 200: membershipView },
      },
    },
    async (request) => cancelMembership(app, requireUser(request)),
  );

  app.get(
    '/api/giveaways/me',
    {
      schema: {
        tags: ['memberships'],
        summary: "This month's entry and the giveaways you won",
        response: {
          200: z.object({
            month: z.string(),
            entered: z.boolean(),
            entries: z.number(),
            won: z.array(
              z.object({ month: z.string(), prize: z.string(), drawnAt: z.string().nullable() }),
            ),
          }),
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return getMyGiveaways(app.db, user.id, monthKey(new Date()), user.membershipTier);
    },
  );

  app.get(
    '/api/admin/giveaways',
    { schema: { tags: ['admin'], summary: 'Recent giveaways with their seeds' } },
    async (request) => {
      requireAdmin(request);
      const rows = await listGiveaways(app.db);
      return {
        items: rows.map((row) => ({
          month: row.month,
          prize: row.prize,
          seed: row.seed,
          winnerUserId: row.winnerUserId,
          drawnAt: row.drawnAt?.toISOString() ?? null,
        })),
      };
    },
  );

  app.post(
    '/api/admin/giveaways/:month/draw',
    {
      schema: {
        tags: ['admin'],
        summary: "Draws the month's winner with a recorded random seed",
        params: z.object({ month: monthKeySchema }),
        response: {
          200: z.object({
            month: z.string(),
            seed: z.string(),
            winnerUserId: z.number().nullable(),
            entries: z.number(),
          }),
        },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return drawGiveaway(app, request.params.month, admin.id);
    },
  );
};
