import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import {
  FIXTURE_CATALOG_DIR,
  importFixtureCatalog,
  readFixtureLines,
  writeCatalogVariant,
} from '../test-fixtures/fixture-catalog.ts';
import { formatImportSummary } from './format-summary.ts';
import { importCatalog } from './import-catalog.ts';

let pool: pg.Pool;
let drop: () => Promise<void>;

beforeAll(async () => {
  const database = await createTestDatabase();
  drop = database.drop;
  pool = new pg.Pool({ connectionString: database.url, max: 4 });
  pool.on('error', () => {});
});
afterAll(async () => {
  await pool.end();
  await drop();
});

async function stamps(): Promise<Map<string, string>> {
  const { rows } = await pool.query<{ id: string; at: string }>(
    'SELECT id, updated_at::text AS at FROM catalog_products',
  );
  return new Map(rows.map((row) => [row.id, row.at]));
}

function counts(summary: Awaited<ReturnType<typeof importCatalog>>, file: string) {
  const found = summary.files.find((entry) => entry.file === file);
  return found && { ...found, ms: undefined, problems: found.problems.length };
}

describe('importCatalog', () => {
  it('imports every file of a dump', async () => {
    const summary = await importFixtureCatalog(pool);
    expect(counts(summary, 'sets.ndjson')).toMatchObject({ inserted: 6, updated: 0, skipped: 0 });
    expect(counts(summary, 'cards.ndjson')).toMatchObject({ inserted: 13, skipped: 0 });
    expect(counts(summary, 'sealed.ndjson')).toMatchObject({ inserted: 3, skipped: 0 });
    const { rows } = await pool.query(
      `SELECT product_type, set_id, number, name, sealed_type, image_url
       FROM catalog_products WHERE id = 'en-sealed-test-sv08-etb'`,
    );
    expect(rows[0]).toEqual({
      product_type: 'sealed',
      set_id: 'sv08',
      number: null,
      name: 'Surging Sparks Elite Trainer Box',
      sealed_type: 'elite-trainer-box',
      image_url: null,
    });
  });

  it('changes nothing on a second run, not even updated_at', async () => {
    const before = await stamps();
    const summary = await importFixtureCatalog(pool);
    for (const file of summary.files) {
      expect(file).toMatchObject({ inserted: 0, updated: 0, skipped: 0 });
    }
    expect(counts(summary, 'cards.ndjson')?.unchanged).toBe(13);
    expect(await stamps()).toEqual(before);
    expect(formatImportSummary(summary)).toMatch(/cards\.ndjson\s+0\s+0\s+13\s+0/);
  });

  it('re-stamps only the rows a newer dump changes', async () => {
    const before = await stamps();
    const cards = await readFixtureLines('cards.ndjson');
    const changed = cards.map((line) =>
      line.includes('"id":"base1-4"') ? line.replace('"hp":120', '"hp":125') : line,
    );
    const variant = await writeCatalogVariant({ 'cards.ndjson': `${changed.join('\n')}\n` });
    try {
      const summary = await importCatalog(pool, variant.dir);
      expect(counts(summary, 'cards.ndjson')).toMatchObject({ updated: 1, unchanged: 12 });
    } finally {
      await variant.cleanup();
    }
    const after = await stamps();
    expect(after.get('base1-4')).not.toBe(before.get('base1-4'));
    expect(new Date(after.get('base1-4') ?? '') > new Date(before.get('base1-4') ?? '')).toBe(true);
    expect(after.get('base1-10')).toBe(before.get('base1-10'));
  });

  it('re-stamps the products of a renamed set', async () => {
    const before = await stamps();
    const sets = await readFixtureLines('sets.ndjson');
    const renamed = sets.map((line) => line.replace('"Base Set"', '"Base Set (Unlimited)"'));
    const variant = await writeCatalogVariant({ 'sets.ndjson': `${renamed.join('\n')}\n` });
    try {
      const summary = await importCatalog(pool, variant.dir);
      expect(counts(summary, 'sets.ndjson')).toMatchObject({ updated: 1, unchanged: 5 });
    } finally {
      await variant.cleanup();
    }
    const after = await stamps();
    expect(after.get('base1-58')).not.toBe(before.get('base1-58'));
    expect(after.get('en-sealed-test-base1-box')).not.toBe(before.get('en-sealed-test-base1-box'));
    expect(after.get('sv08-057')).toBe(before.get('sv08-057'));
  });

  it('reports malformed lines with their line numbers, skips them and goes on', async () => {
    const cards = await readFixtureLines('cards.ndjson');
    const lines = [
      cards[0],
      '{"id":"broken-1", "set_id": "base1"',
      '{"id":"broken-2","set_id":"base1","name":42}',
      '',
      '{"id":"orphan-1","set_id":"nope","name":"Orphan","number":"1"}',
      cards[0],
      '{"id":"new-1","set_id":"base1","name":"Raichu","number":"14"}',
    ];
    const variant = await writeCatalogVariant({ 'cards.ndjson': lines.join('\n') });
    const reported: string[] = [];
    try {
      const summary = await importCatalog(pool, variant.dir, {
        onProblem: (message) => reported.push(message),
      });
      expect(counts(summary, 'cards.ndjson')).toMatchObject({ inserted: 1, skipped: 4 });
    } finally {
      await variant.cleanup();
    }
    expect(reported).toEqual([
      expect.stringMatching(/^cards\.ndjson:2: invalid JSON/),
      expect.stringMatching(/^cards\.ndjson:3: name: .*expected string/),
      'cards.ndjson:5: unknown set_id "nope"',
      'cards.ndjson:6: duplicate id "base1-4" (first on line 1)',
    ]);
    const { rows } = await pool.query("SELECT name FROM catalog_products WHERE id = 'new-1'");
    expect(rows).toEqual([{ name: 'Raichu' }]);
  });

  it('imports a dump without series, cards or sealed files, but requires sets', async () => {
    const variant = await writeCatalogVariant({
      'series.ndjson': null,
      'cards.ndjson': null,
      'sealed.ndjson': null,
    });
    try {
      const summary = await importCatalog(pool, variant.dir);
      expect(summary.files.filter((file) => file.found).map((file) => file.file)).toEqual([
        'sets.ndjson',
      ]);
      await expect(importCatalog(pool, `${variant.dir}/missing`)).rejects.toThrow(/sets\.ndjson/);
    } finally {
      await variant.cleanup();
    }
  });

  it('keeps whole batches when a run stops part way, and a rerun completes it', async () => {
    const database = await createTestDatabase();
    const fresh = new pg.Pool({ connectionString: database.url, max: 2 });
    fresh.on('error', () => {});
    try {
      // A database error in the third batch of cards stops the run there.
      await fresh.query(`CREATE FUNCTION fail_once() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN IF NEW.id = 'sv08-238' THEN RAISE EXCEPTION 'interrupted'; END IF; RETURN NEW; END $$`);
      await fresh.query(`CREATE TRIGGER fail_once BEFORE INSERT ON catalog_products
        FOR EACH ROW EXECUTE FUNCTION fail_once()`);
      await expect(importCatalog(fresh, FIXTURE_CATALOG_DIR, { batchSize: 4 })).rejects.toThrow(
        /interrupted/,
      );
      const partial = await fresh.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM catalog_products WHERE product_type = 'card'",
      );
      expect(partial.rows[0]?.n).toBe(8);
      await fresh.query('DROP TRIGGER fail_once ON catalog_products');
      const rerun = await importCatalog(fresh, FIXTURE_CATALOG_DIR, { batchSize: 4 });
      expect(counts(rerun, 'cards.ndjson')).toMatchObject({ inserted: 5, unchanged: 8 });
    } finally {
      await fresh.end();
      await database.drop();
    }
  });
});
