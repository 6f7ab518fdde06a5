import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  affiliateRangeSchema,
  affiliateReportSchema,
  myAffiliateSchema,
} from '#core/admin/affiliates.schema.ts';
import { userOrClientKey } from '../plugins/client-key.ts';
import { adminOnly, requireVerifiedUser } from '../plugins/session.ts';
import { type AffiliateDeps, affiliateReport, myAffiliateNumbers } from './affiliates.service.ts';
import { affiliateCsv } from './affiliates-csv.ts';

type Options = { affiliates: AffiliateDeps };

/** /api/admin/affiliates: numbers per referral handle, as JSON or CSV. */
export const adminAffiliateRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  app.addHook('onRequest', adminOnly);

  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Per referral handle: visits, sign-ups, verified sign-ups, conversions, revenue, commission',
        querystring: affiliateRangeSchema,
        response: { 200: affiliateReportSchema },
      },
    },
    async (request) => affiliateReport(options.affiliates, request.query),
  );

  app.get(
    '/export.csv',
    {
      schema: {
        tags: ['admin'],
        summary: 'The affiliate numbers of the range as a CSV download',
        querystring: affiliateRangeSchema,
        response: { 200: z.string().describe('text/csv') },
      },
    },
    async (request, reply) => {
      const report = await affiliateReport(options.affiliates, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="affiliates-${report.from}-to-${report.to}.csv"`,
        )
        .send(affiliateCsv(report));
    },
  );
};

/** /api/affiliates/me: the signed-in user's own numbers as an affiliate. */
export const myAffiliateRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  app.get(
    '/me',
    {
      config: {
        rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: userOrClientKey },
      },
      schema: {
        tags: ['affiliates'],
        summary: 'Your own referral numbers and the commission owed to you',
        querystring: affiliateRangeSchema,
        response: { 200: myAffiliateSchema },
      },
    },
    async (request) => {
      const user = requireVerifiedUser(request);
      return myAffiliateNumbers(options.affiliates, user.id, request.query);
    },
  );
};
