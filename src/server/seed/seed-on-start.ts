import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { importCatalog } from '../catalog/import/import-catalog.ts';
import { findProjectRoot } from '../db/project-root.ts';

export const DEMO_CATALOG_DIR = path.join(findProjectRoot(), 'data', 'demo-catalog');

async function isCatalogEmpty(app: FastifyInstance): Promise<boolean> {
  const { rows } = await app.pool.query<{ empty: boolean }>(
    'SELECT NOT EXISTS (SELECT 1 FROM catalog_products) AS empty',
  );
  return rows[0]?.empty ?? false;
}

/**
 * Runs the start-up seeds: the demo catalog, when enabled and the catalog is empty, then
 * simulated demo prices when price_points is empty, then the insights when never computed.
 */
export async function seedOnStart(
  app: FastifyInstance,
  options: { demoCatalogDir?: string } = {},
): Promise<void> {
  await (await import('../shop/seed/demo-shop.ts')).seedDemoShopOnStart(app);
  if (app.config.SEED_DEMO_CATALOG && (await isCatalogEmpty(app))) {
    await importDemoCatalog(app, options.demoCatalogDir ?? DEMO_CATALOG_DIR);
  }
  await (await import('../prices/seed-prices-on-start.ts')).seedSimulatedPricesOnStart(app);
  const { computeInsightsIfMissing } = await import('../insights/insights-compute.service.ts');
  await computeInsightsIfMissing({ pool: app.pool, log: app.log });
}

async function importDemoCatalog(app: FastifyInstance, dir: string): Promise<void> {
  // Two processes starting at once may both get here: the import is idempotent and the
  // importer serializes them with an advisory lock.
  const summary = await importCatalog(app.pool, dir, {
    onProblem: (problem) => app.log.warn({ problem }, 'demo catalog line skipped'),
  });
  const products = summary.files.reduce((sum, file) => sum + file.inserted, 0);
  app.log.info({ dir, rows: products, ms: Math.round(summary.ms) }, 'demo catalog seeded');
}
