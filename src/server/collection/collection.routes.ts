/**
 * The collection's route modules (issue 5: items, values, binders and the portfolio chart);
 * app.ts registers each once with its prefix.
 */
export { binderRoutes } from './binders.routes.ts';
export { snapshotRoutes } from './snapshots.routes.ts';
export { userProductRoutes } from './user-products.routes.ts';
export { collectionValueRoutes } from './values.routes.ts';
