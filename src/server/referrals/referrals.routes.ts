import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_ID } from '#core/http/row-id.schema.ts';
import { referrerAnswerSchema } from '#core/referrals/referrer-answer.schema.ts';
import { serverDeps } from '../deps.ts';
import { requireUser } from '../plugins/session.ts';
import { resolveReferralHandle, setReferrer } from './referrals.service.ts';

export const referralRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = serverDeps(app);
  app.get(
    '/resolve',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['referrals'],
        summary: 'Resolves a referral handle (from `?ref=`) to the referrer id',
        querystring: z.object({ referralHandle: z.string().min(1).max(100) }),
        response: { 200: referrerAnswerSchema },
      },
    },
    async (request) => ({
      referrerId: await resolveReferralHandle(deps, request.query.referralHandle),
    }),
  );

  app.put(
    '/update-referrer',
    {
      schema: {
        tags: ['referrals'],
        summary: 'Sets the referrer of the signed-in free-tier user, once',
        body: z.object({
          referrerId: z.number().int().min(1).max(MAX_ID),
        }),
        response: { 200: z.object({ ok: z.literal(true), referrerId: z.number() }) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await setReferrer(deps, user.id, request.body.referrerId);
      return { ok: true as const, referrerId: request.body.referrerId };
    },
  );
};
