import path from 'node:path';
import { importCatalog } from '../catalog/import/import-catalog.ts';
import { findProjectRoot } from '../db/project-root.ts';
import type { ServerDeps } from '../deps.ts';

/** What the start-up seeds use. */
export type SeedDeps = Pick<ServerDeps, 'db' | 'pool' | 'log' | 'config'>;

export const DEMO_CATALOG_DIR = path.join(findProjectRoot(), 'data', 'demo-catalog');

async function isCatalogEmpty(pool: SeedDeps['pool']): Promise<boolean> {
  const { rows } = await pool.query<{ empty: boolean }>(
    'SELECT NOT EXISTS (SELECT 1 FROM catalog_products) AS empty',
  );
  return rows[0]?.empty ?? false;
}

/**
 * Runs the start-up seeds: the demo catalog, when enabled and the catalog is empty, then
 * simulated demo prices when price_points is empty, then the insights when never computed.
 */
export async function seedOnStart(
  deps: SeedDeps,
  options: { demoCatalogDir?: string } = {},
): Promise<void> {
  await (await import('../shop/seed/demo-shop.ts')).seedDemoShopOnStart(deps);
  if (deps.config.SEED_DEMO_CATALOG && (await isCatalogEmpty(deps.pool))) {
    await importDemoCatalog(deps, options.demoCatalogDir ?? DEMO_CATALOG_DIR);
  }
  await (await import('../prices/seed-prices-on-start.ts')).seedSimulatedPricesOnStart(deps);
  const { computeInsightsIfMissing } = await import('../insights/insights-compute.service.ts');
  await computeInsightsIfMissing(deps);
}

async function importDemoCatalog(deps: SeedDeps, dir: string): Promise<void> {
  // Two processes starting at once may both get here: the import is idempotent and the
  // importer serializes them with an advisory lock.
  const summary = await importCatalog(deps.pool, dir, {
    onProblem: (problem) => deps.log.warn({ problem }, 'demo catalog line skipped'),
  });
  const products = summary.files.reduce((sum, file) => sum + file.inserted, 0);
  deps.log.info({ dir, rows: products, ms: Math.round(summary.ms) }, 'demo catalog seeded');
}
