import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { quotaUsageSchema } from '#core/quotas/quotas.ts';
import { requireVerifiedUser } from '../plugins/session.ts';
import { getQuotaUsage } from './quota-usage.service.ts';

/** GET /api/quotas: how much of each per-user quota the signed-in user has used. */
export const quotasRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['quotas'],
        summary: 'Your use of each per-user quota (items, binders, decks, links, requests)',
        response: { 200: quotaUsageSchema },
      },
    },
    async (request) => getQuotaUsage(app.db, requireVerifiedUser(request).id),
  );
};
