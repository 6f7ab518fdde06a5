import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productRoutes } from './products.routes.ts';
import { searchRoutes } from './search.routes.ts';
import { setRoutes } from './sets.routes.ts';
import { syncRoutes } from './sync.routes.ts';
import { valueRoutes } from './values.routes.ts';

/** Every catalog route (sets, products, values, sync, search), registered with full /api paths. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(setRoutes);
  await app.register(productRoutes);
  await app.register(valueRoutes);
  await app.register(syncRoutes);
  await app.register(searchRoutes);
};
