import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createCatalogResponseCache } from './catalog-response-cache.ts';
import { productRoutes } from './products.routes.ts';
import { searchRoutes } from './search.routes.ts';
import { setRoutes } from './sets.routes.ts';
import { syncRoutes } from './sync.routes.ts';
import { valueRoutes } from './values.routes.ts';

/** Every catalog route (sets, products, values, sync, search), registered with full /api paths. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  // One cache of ready response bytes per app process, shared by the catalog GETs.
  const cache = createCatalogResponseCache(app.pool);
  await app.register(setRoutes, { cache });
  await app.register(productRoutes, { cache });
  await app.register(valueRoutes);
  await app.register(syncRoutes);
  await app.register(searchRoutes, { cache });
};
