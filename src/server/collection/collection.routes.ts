/**
 * The collection's route modules (issue 5: items, values, binders and the portfolio chart);
 * app.ts registers each once with its prefix.
 */
export { binderRoutes } from './binders/binders.routes.ts';
export { boxRoutes } from './boxes/box-audit.routes.ts';
export { collectionExportRoutes } from './export/collection-export.routes.ts';
export { collectionHistoryRoutes } from './history/history.routes.ts';
export { userProductRoutes } from './items/user-products.routes.ts';
export { snapshotRoutes } from './snapshots/snapshots.routes.ts';
export { collectionValueRoutes } from './values/values.routes.ts';
