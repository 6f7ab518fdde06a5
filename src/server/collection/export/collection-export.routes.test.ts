import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseImportCsv } from '#core/collection/collection-csv-layouts.ts';
import type { TestApp } from '../../test/test-app.ts';
import type { TestUser } from '../../test/users.ts';
import { addItem, createBinder, createTwoCollectors } from '../collection-test-kit.ts';

const GRADED_CHARIZARD = {
  product_id: 'base1-4',
  variant: 'holo',
  quantity: 2,
  condition: 'LP',
  graded: true,
  grading_company: 'PSA',
  grade_score: 9,
  purchase_price: 120.5,
  purchased_on: '2025-03-01',
  notes: '=not a formula',
} as const;

let t: TestApp;
let ash: TestUser;
let misty: TestUser;

beforeAll(async () => {
  ({ t, ash, misty } = await createTwoCollectors());
  const binder = await createBinder(t, ash, 'Vintage');
  await addItem(t, ash, { ...GRADED_CHARIZARD, binder_id: binder.id });
  await addItem(t, ash, { product_id: 'base1-58', wishlist: true });
  await addItem(t, misty, { product_id: 'base1-4' });
});
afterAll(async () => t.close());

const download = (user: TestUser | null, format: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/collection/export?format=${format}`,
    headers: user?.headers ?? {},
  });

describe('GET /api/collection/export', () => {
  it('downloads every item of the signed-in user as JSON, with printing and binder', async () => {
    const res = await download(ash, 'json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="cardfolio-collection-json-\d{4}-\d{2}-\d{2}\.json"/,
    );
    const file = res.json();
    expect(file).toMatchObject({ format: 'cardfolio-collection', version: 1 });
    expect(file.items).toHaveLength(2);
    expect(file.items[0]).toMatchObject({
      ...GRADED_CHARIZARD,
      binder: 'Vintage',
      set_id: 'base1',
      number: '4',
    });
    expect(file.items[1]).toMatchObject({ product_id: 'base1-58', wishlist: true, binder: null });
  });

  it('writes TCGplayer and Collectr layouts that our import reads back', async () => {
    const tcgplayer = await download(ash, 'tcgplayer');
    expect(tcgplayer.statusCode).toBe(200);
    const readTcgplayer = parseImportCsv(tcgplayer.body);
    expect(readTcgplayer.layout).toBe('tcgplayer');
    // The TCGplayer app has no wishlist: only owned items.
    expect(readTcgplayer.candidates).toMatchObject([
      { setName: 'Base Set', number: '4', variant: 'holo', quantity: 2, condition: 'LP' },
    ]);
    const collectr = await download(ash, 'collectr');
    const readCollectr = parseImportCsv(collectr.body);
    expect(readCollectr.layout).toBe('collectr');
    expect(readCollectr.candidates[0]).toMatchObject({
      graded: true,
      grading_company: 'PSA',
      grade_score: 9,
      purchase_price: 120.5,
      notes: '=not a formula',
    });
    expect(readCollectr.candidates[1]).toMatchObject({ wishlist: true });
  });

  it('shows nobody else the collection and asks for a known format', async () => {
    const mine = (await download(misty, 'json')).json();
    expect(mine.items.map((item: { product_id: string }) => item.product_id)).toEqual(['base1-4']);
    expect((await download(null, 'json')).statusCode).toBe(401);
    const bad = await download(ash, 'xlsx');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('format');
  });

  it('is free: a user without a membership downloads the Cardfolio CSV', async () => {
    const res = await download(ash, 'cardfolio');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body.split('\r\n')[0]).toMatch(/^product_id,product_name,set_name,number/);
  });
});
