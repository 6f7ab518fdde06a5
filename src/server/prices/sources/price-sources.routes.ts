import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { priceSourcesOverviewSchema } from '#core/prices/price-sources.schema.ts';
import { adminOnly } from '../../plugins/session.ts';
import { priceSourcesOverview } from './price-sources.service.ts';

export type PriceSourcesRoutesOptions = {
  priceSources: { pool: pg.Pool; configured: readonly string[] };
};

/** /api/admin/price-sources: configured feeds, their last runs, coverage per language, rates. */
export const priceSourcesRoutes: FastifyPluginAsyncZod<PriceSourcesRoutesOptions> = async (
  app,
  { priceSources },
) => {
  app.addHook('onRequest', adminOnly);

  app.get(
    '/',
    {
      schema: {
        tags: ['admin', 'prices'],
        summary: 'Price feeds: configured sources, recent runs, coverage per language and rates',
        response: { 200: priceSourcesOverviewSchema },
      },
    },
    async () => priceSourcesOverview(priceSources.pool, priceSources.configured),
  );
};
