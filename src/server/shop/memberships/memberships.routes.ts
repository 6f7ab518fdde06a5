import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  giveawayDrawSchema,
  membershipSchema,
  myGiveawaysSchema,
  redirectAnswerSchema,
  tiersAnswerSchema,
} from '#core/shop/membership.schema.ts';
import {
  MEMBERSHIP_TIERS,
  monthKey,
  monthKeySchema,
  subscribeBodySchema,
} from '#core/shop/membership-tiers.ts';
import { requireAdmin, requireUser, requireVerifiedUser } from '../../plugins/session.ts';
import { checkoutRateLimit } from '../checkout-rate-limit.ts';
import { type ShopRouteOptions, shopDeps } from '../shop-deps.ts';
import { drawGiveaway, getMyGiveaways, listGiveaways } from './giveaways.service.ts';
import { cancelMembership, getMembership, subscribe } from './memberships.service.ts';

/** Membership tiers and the user's subscription, under /api/memberships. */
export const membershipRoutes: FastifyPluginAsyncZod<ShopRouteOptions> = async (app, options) => {
  const deps = shopDeps(app, options);
  app.get(
    '/tiers',
    {
      schema: {
        tags: ['memberships'],
        summary: 'The membership tiers and their perks',
        response: { 200: tiersAnswerSchema },
      },
    },
    async () => ({
      tiers: MEMBERSHIP_TIERS.map((tier) => ({ ...tier, perks: [...tier.perks] })),
      provider: deps.payments.name,
    }),
  );

  app.get(
    '/me',
    {
      schema: {
        tags: ['memberships'],
        summary: 'Your membership',
        response: { 200: membershipSchema },
      },
    },
    async (request) => getMembership(deps, requireUser(request)),
  );

  app.post(
    '/subscribe',
    {
      config: checkoutRateLimit(app.config),
      schema: {
        tags: ['memberships'],
        summary: 'Starts a subscription checkout for a paid tier',
        body: subscribeBodySchema,
        response: { 201: redirectAnswerSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await subscribe(deps, requireVerifiedUser(request), request.body.tier)),
  );

  app.post(
    '/cancel',
    {
      schema: {
        tags: ['memberships'],
        summary: 'Stops renewals; the tier lasts until the paid period ends',
        response: { 200: membershipSchema },
      },
    },
    async (request) => cancelMembership(deps, requireUser(request)),
  );
};

/** The member's monthly giveaway entries and wins, under /api/giveaways. */
export const giveawayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    {
      schema: {
        tags: ['memberships'],
        summary: "This month's entry and the giveaways you won",
        response: { 200: myGiveawaysSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return getMyGiveaways(app.db, user.id, monthKey(new Date()), user.membershipTier);
    },
  );
};

const adminGiveawaySchema = z.object({
  month: z.string(),
  prize: z.string(),
  seed: z.string().nullable(),
  winnerUserId: z.number().nullable(),
  drawnAt: z.string().nullable(),
});

/** Giveaway draws for admins, under /api/admin/giveaways. */
export const adminGiveawayRoutes: FastifyPluginAsyncZod<ShopRouteOptions> = async (
  app,
  options,
) => {
  const deps = shopDeps(app, options);
  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Recent giveaways with their seeds',
        response: { 200: z.object({ items: z.array(adminGiveawaySchema) }) },
      },
    },
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
    '/:month/draw',
    {
      schema: {
        tags: ['admin'],
        summary: "Draws the month's winner with a recorded random seed",
        params: z.object({ month: monthKeySchema }),
        response: { 200: giveawayDrawSchema },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return drawGiveaway(deps, request.params.month, admin.id);
    },
  );
};
