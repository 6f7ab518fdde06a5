import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { binderRoutes } from './binders.routes.ts';
import { snapshotRoutes } from './snapshots.routes.ts';
import { userProductRoutes } from './user-products.routes.ts';
import { collectionValueRoutes } from './values.routes.ts';

/** The collection (issue 5): items, values, binders and the portfolio chart, with full /api paths. */
export const collectionPlugin: FastifyPluginAsyncZod = async (app) => {
  await app.register(userProductRoutes);
  await app.register(snapshotRoutes);
  await app.register(collectionValueRoutes);
  await app.register(binderRoutes);
};
