import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type PortfolioSnapshotWire,
  portfolioSnapshotWireSchema,
} from '#core/collection/user-product.schema.ts';
import { idSchema } from '#core/http/row-id.schema.ts';
import { toUtcDate } from '#core/prices/price-dates.ts';
import { requireUser, signedInOnly } from '../../plugins/session.ts';
import { demoSeriesForUser } from '../../prices/demo-history.ts';
import { findBinder } from '../binders/binders.repository.ts';
import { binderNotFound } from '../binders/binders.service.ts';
import { getCollectionEtag } from '../items/collection-list-cache.ts';
import {
  backfillSnapshots,
  findLiveTodaySnapshots,
  findSnapshots,
  type SnapshotRow,
} from './snapshots.repository.ts';

const toWire = (row: SnapshotRow): PortfolioSnapshotWire => ({
  created_at: `${row.day}T00:00:00.000Z`,
  value: row.valueCents / 100,
  binder_id: row.binderId,
});

/** Users whose chart was backfilled, with the version of their collection and prices then. */
const MAX_REMEMBERED_BACKFILLS = 50_000;

/** The portfolio chart: one value per day for the whole collection and per binder. */
export const snapshotRoutes: FastifyPluginAsyncZod = async (app) => {
  const backfilledAt = new Map<number, string>();
  // Backfill only fills days before each series' first snapshot, so once done it only has
  // work again after the items, binders or prices change; asking costs a 10k-item collection
  // about 100 ms, checking the version about 2 ms.
  async function backfillOnce(userId: number, today: string) {
    const version = `${today}|${await getCollectionEtag(app.pool, userId)}`;
    if (backfilledAt.get(userId) === version) {
      return;
    }
    // Demo databases: the chart spans the simulated year of every product held (decision 017).
    const demoSeries = app.config.SEED_DEMO_CATALOG
      ? await demoSeriesForUser(app.pool, userId)
      : [];
    await backfillSnapshots(app.pool, userId, today, demoSeries);
    backfilledAt.delete(userId);
    backfilledAt.set(userId, version);
    if (backfilledAt.size > MAX_REMEMBERED_BACKFILLS) {
      backfilledAt.delete(backfilledAt.keys().next().value as number);
    }
  }

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
    async (request) => {
      const userId = requireUser(request).id;
      const { binderId } = request.query;
      if (binderId !== undefined && !(await findBinder(app.pool, userId, binderId))) {
        throw binderNotFound(binderId);
      }
      const today = toUtcDate(new Date());
      await backfillOnce(userId, today);
      const stored = await findSnapshots(app.pool, userId, binderId);
      const live = (await findLiveTodaySnapshots(app.pool, userId, today)).filter(
        (row) => binderId === undefined || row.binderId === binderId,
      );
      return [...stored, ...live.sort((a, b) => (a.binderId ?? 0) - (b.binderId ?? 0))].map(toWire);
    },
  );
};
