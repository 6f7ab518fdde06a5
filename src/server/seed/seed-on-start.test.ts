import { afterEach, describe, expect, it } from 'vitest';
import { createCatalogTestApp } from '../catalog/test-fixtures/catalog-test-app.ts';
import { importFixtureCatalog } from '../catalog/test-fixtures/fixture-catalog.ts';
import { serverDeps } from '../deps.ts';
import type { TestApp } from '../test/test-app.ts';
import { DEMO_CATALOG_DIR, seedOnStart } from './seed-on-start.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function countRows(app: TestApp['app']) {
  const { rows } = await app.pool.query<{ products: number; sealed: number; sets: number }>(
    `SELECT (SELECT count(*)::int FROM catalog_products) AS products,
       (SELECT count(*)::int FROM catalog_products WHERE product_type = 'sealed') AS sealed,
       (SELECT count(*)::int FROM catalog_sets) AS sets`,
  );
  return rows[0];
}

describe('seedOnStart', () => {
  it('imports the demo catalog into an empty catalog, with no bad lines', async () => {
    t = await createCatalogTestApp({
      withCatalog: false,
      overrides: { SEED_DEMO_CATALOG: 'true' },
    });
    const warnings: unknown[] = [];
    t.app.log.warn = ((...args: unknown[]) => warnings.push(args)) as typeof t.app.log.warn;
    await seedOnStart(serverDeps(t.app));
    expect(warnings).toEqual([]);
    const counts = await countRows(t.app);
    expect(counts?.sets).toBeGreaterThanOrEqual(6);
    expect(counts?.sealed).toBeGreaterThanOrEqual(6);

    const english = (await t.app.inject({ method: 'GET', url: '/api/iOSTCGSets/english' })).json();
    expect(english.length).toBeGreaterThanOrEqual(3);
    expect(english.slice(0, 3).map((set: { id: string }) => set.id)).toEqual([
      'sv08.5',
      'sv08',
      'sv03.5',
    ]);
    for (const set of english) {
      expect(set.card_count).toBeGreaterThan(0);
    }
    const japanese = (await t.app.inject({ method: 'GET', url: '/api/iOSTCGSets/' })).json();
    expect(japanese.length).toBeGreaterThanOrEqual(2);
    const chinese = (await t.app.inject({ method: 'GET', url: '/api/iOSTCGSets/chinese' })).json();
    expect(chinese.length).toBeGreaterThanOrEqual(1);

    const card = await t.app.inject({ method: 'GET', url: '/api/tcgproducts/base1-4' });
    expect(card.json()).toMatchObject({ product_name: 'Charizard', rarity: 'Rare' });
  });

  it('leaves a catalog that has products alone', async () => {
    t = await createCatalogTestApp({
      withCatalog: false,
      overrides: { SEED_DEMO_CATALOG: 'true' },
    });
    await importFixtureCatalog(t.app.pool);
    const before = await countRows(t.app);
    await seedOnStart(serverDeps(t.app));
    expect(await countRows(t.app)).toEqual(before);
    const demo = await t.app.pool.query("SELECT 1 FROM catalog_sets WHERE id = 'sv08.5'");
    expect(demo.rowCount).toBe(0);
  });

  it('does nothing when SEED_DEMO_CATALOG is false', async () => {
    t = await createCatalogTestApp({
      withCatalog: false,
      overrides: { SEED_DEMO_CATALOG: 'false' },
    });
    await seedOnStart(serverDeps(t.app));
    expect(await countRows(t.app)).toEqual({ products: 0, sealed: 0, sets: 0 });
  });

  it('seeds once: a second start finds the catalog filled', async () => {
    t = await createCatalogTestApp({
      withCatalog: false,
      overrides: { SEED_DEMO_CATALOG: 'true' },
    });
    await seedOnStart(serverDeps(t.app));
    const { rows: before } = await t.app.pool.query(
      'SELECT max(updated_at)::text AS at FROM catalog_products',
    );
    await seedOnStart(serverDeps(t.app), { demoCatalogDir: DEMO_CATALOG_DIR });
    const { rows: after } = await t.app.pool.query(
      'SELECT max(updated_at)::text AS at FROM catalog_products',
    );
    expect(after).toEqual(before);
  });
});
