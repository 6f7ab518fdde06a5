import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogTestApp } from '../catalog/test-fixtures/catalog-test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { readScanIndexVersion } from './index-store.ts';
import { loadIndexSnapshot } from './scan-index-loader.ts';
import { indexFixtureCards, renderFixtureCards } from './test-support/fixture-cards.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createCatalogTestApp();
  await indexFixtureCards(t.app.pool, await renderFixtureCards(), [
    'base1-4',
    'sv08-025',
    'ja-SV8-001',
  ]);
});

afterAll(async () => {
  await t?.close();
});

describe('loadIndexSnapshot', () => {
  it("carries each card's printed number, set total and set code for the number reader", async () => {
    const snapshot = await loadIndexSnapshot(t.app.pool, await readScanIndexVersion(t.app.pool));
    const printed = (id: string) => {
      const i = snapshot.productIds.indexOf(id);
      return [snapshot.numbers[i], snapshot.totals[i], snapshot.setCodes[i]];
    };
    expect(snapshot.productIds).toHaveLength(3);
    expect(printed('base1-4')).toEqual(['4', '102', 'BS']);
    expect(printed('sv08-025')).toEqual(['025', '191', 'SSP']);
    // No abbreviation in the catalog: the set's TCGdex id stands in.
    expect(printed('ja-SV8-001')).toEqual(['001', '106', 'SV8']);
  });
});
