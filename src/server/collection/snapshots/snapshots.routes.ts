import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { portfolioHistorySchema } from '#core/collection/portfolio-history.schema.ts';
import { portfolioSnapshotWireSchema } from '#core/collection/user-product.schema.ts';
import { idSchema } from '#core/http/row-id.schema.ts';
import { requireUser, signedInOnly } from '../../plugins/session.ts';
import { createHoldingsHistoryService } from './holdings-history.service.ts';
import { createSnapshotService } from './snapshots.service.ts';

/** The portfolio chart: one value per day for the whole collection and per binder. */
export const snapshotRoutes: FastifyPluginAsyncZod = async (app) => {
  const snapshots = createSnapshotService({ pool: app.pool, config: app.config });
  const history = createHoldingsHistoryService({ pool: app.pool, config: app.config });

  app.get(
    '/portfolio/snapshots',
    {
      onRequest: signedInOnly,
      schema: {
        tags: ['collection'],
        summary: 'Daily values of your collection (binder_id null) and binders, oldest first',
        description:
          'Days before your first daily snapshot are computed once from price history (up to ' +
          '400 days) for the items you hold then; until the daily job has recorded today, ' +
          "today's current value is included. Wishlist items never count.",
        querystring: z.object({
          binderId: idSchema.optional(),
        }),
        response: { 200: z.array(portfolioSnapshotWireSchema) },
      },
    },
    async (request) => snapshots.listSnapshots(requireUser(request).id, request.query.binderId),
  );

  app.get(
    '/portfolio/history',
    {
      onRequest: signedInOnly,
      schema: {
        tags: ['collection'],
        summary:
          'Daily value of your collection or one binder, with market change apart from flows',
        description:
          'Decision 051: each day (up to 400, ending today UTC) gives the value held, its market ' +
          'change (additions count from their add-day value), value added, value removed and ' +
          'cost added; changes gives the same per chart range (1D to ALL). Binder moves are ' +
          'never market change: a binder shows the items in it now over the days they were ' +
          'held. Wishlist items never count.',
        querystring: z.object({ binderId: idSchema.optional() }),
        response: { 200: portfolioHistorySchema },
      },
    },
    async (request) => history.getHistory(requireUser(request).id, request.query.binderId ?? null),
  );
};
