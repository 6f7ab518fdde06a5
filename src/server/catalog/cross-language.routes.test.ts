import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TcgProduct } from '#core/catalog/product.schema.ts';
import { rankCards } from '#core/search/rank-catalog.ts';
import { buildSearchIndex, searchCatalog } from '#core/search/search-index.ts';
import type { TestApp } from '../test/test-app.ts';
import { importCatalog } from './import/import-catalog.ts';
import { nameAsianSets } from './import/set-english-names.ts';
import { createCatalogTestApp } from './test-fixtures/catalog-test-app.ts';

// Real catalog rows (test-fixtures/cross-language): Surging Sparks and 超電ブレイカー, 151 in
// three languages, a Japanese promo Pikachu.
const CROSS_LANGUAGE_DIR = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'test-fixtures/cross-language',
);

let t: TestApp;
let cards: TcgProduct[];
beforeAll(async () => {
  t = await createCatalogTestApp({ withCatalog: false });
  await importCatalog(t.app.pool, CROSS_LANGUAGE_DIR);
  const sync = await t.app.inject({ method: 'GET', url: '/api/iOSSyncService/products/changes' });
  cards = sync.json().products;
});
afterAll(async () => t.close());

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() };
};
const ids = (items: { product_id: string }[]) => items.map((item) => item.product_id);

describe('Japanese and Chinese cards in English', () => {
  it('sends the English name with the card, in the card API and the sync feed', async () => {
    const { body } = await get('/api/tcgproducts/ja-SV8-033');
    expect(body).toMatchObject({ product_name: 'ピカチュウex', english_name: 'Pikachu ex' });
    const synced = cards.find((card) => card.product_id === 'zh-tw-SV8-033');
    expect(synced).toMatchObject({ product_name: '皮卡丘ex', english_name: 'Pikachu ex' });
    expect(cards.find((card) => card.product_id === 'sv08-057')?.english_name).toBeNull();
  });

  it('lists the same card in the other languages, English first', async () => {
    const fromJapanese = await get('/api/tcgproducts/ja-SV8-033/other-languages');
    expect(fromJapanese.body.cards).toEqual([
      expect.objectContaining({ product_id: 'sv08-057', locale: 'en', set_name: 'Surging Sparks' }),
      expect.objectContaining({ product_id: 'zh-tw-SV8-033', locale: 'zh-tw' }),
    ]);
    const fromEnglish = await get('/api/tcgproducts/sv03.5-025/other-languages');
    expect(ids(fromEnglish.body.cards)).toEqual(['ja-SV2a-025', 'zh-tw-SV2a-025']);
    const unlinked = await get('/api/tcgproducts/ja-SV8-106/other-languages');
    expect(unlinked).toEqual({ status: 200, body: { cards: [] } });
  });

  it('answers 404 for the other languages of an unknown card', async () => {
    const { status, body } = await get('/api/tcgproducts/ja-NOPE-001/other-languages');
    expect(status).toBe(404);
    expect(body.error.message).toBe('No product with id "ja-NOPE-001"');
  });

  it('finds Japanese and Chinese cards by their English name, the English printing first', async () => {
    const { body } = await get('/api/cards/search?q=pikachu');
    // The English 'Pikachu' (exact name, 60), then the cards whose English name is exactly it (40).
    expect(ids(body.cards)[0]).toBe('sv03.5-025');
    expect(ids(body.cards).slice(1, 4).sort()).toEqual([
      'ja-SV-P-197',
      'ja-SV2a-025',
      'zh-tw-SV2a-025',
    ]);
    expect(ids(body.cards)).toContain('ja-SV8-033');
  });

  it('keeps to the language filter', async () => {
    const { body } = await get('/api/cards/search?q=pikachu%20ex&language=chinese');
    expect(ids(body.cards)).toEqual(['zh-tw-SV8-033']);
  });

  it.each(['pikachu', 'pikachu ex', 'ex', 'ピカチュウ', 'clemont', '033'])(
    'ranks %j the same on the server, in rankCards and in the browser index',
    async (query) => {
      const catalogCards = cards.filter((card) => card.product_type === 'card');
      const ranked = rankCards(catalogCards, query, { limit: 100 });
      const indexed = searchCatalog(buildSearchIndex(catalogCards, []), query, { limit: 100 });
      const { body } = await get(`/api/cards/search?q=${encodeURIComponent(query)}&limit=100`);
      expect(ids(body.cards)).toEqual(ids(ranked.cards));
      expect(ids(indexed.cards)).toEqual(ids(ranked.cards));
      expect(body.total).toBe(ranked.total);
    },
  );
});

describe('Japanese and Chinese sets in English', () => {
  type SetAnswer = { id: string; name: string; english_name: string | null };
  const englishNames = (sets: SetAnswer[]) =>
    Object.fromEntries(sets.map((set) => [set.id, set.english_name]));

  it('names an Asian set after its English equivalent, and leaves the unsure ones unnamed', async () => {
    const japanese = await get('/api/iOSTCGSets/');
    expect(englishNames(japanese.body)).toEqual({
      'ja-SV8': 'Surging Sparks',
      // Too few of its cards are linked to say (the sample), and promos mix many sets.
      'ja-SV2a': null,
      'ja-SV-P': null,
    });
    const chinese = await get('/api/iOSTCGSets/chinese');
    expect(englishNames(chinese.body)).toMatchObject({ 'zh-tw-SV8': 'Surging Sparks' });
    const english = await get('/api/iOSTCGSets/english');
    expect(englishNames(english.body)).toEqual({ sv08: null, 'sv03.5': null });
  });

  it('finds the Japanese and Chinese sets by the English name, after the English set', async () => {
    const { body } = await get('/api/cards/search?q=surging%20sparks');
    expect(body.sets.map((set: SetAnswer) => set.id)).toEqual(['sv08', 'zh-tw-SV8', 'ja-SV8']);
    const sets = (await get('/api/iOSTCGSets/')).body.concat(
      (await get('/api/iOSTCGSets/chinese')).body,
      (await get('/api/iOSTCGSets/english')).body,
    );
    const indexed = searchCatalog(buildSearchIndex([], sets), 'surging sparks');
    expect(indexed.sets.map((set) => set.id)).toEqual(body.sets.map((set: SetAnswer) => set.id));
  });

  it('re-stamps a set only when its English name changes, and clears a name no longer derived', async () => {
    const stored = async () =>
      (
        await t.app.pool.query<{ english_name: string | null; updated_at: Date }>(
          "SELECT english_name, updated_at FROM catalog_sets WHERE id = 'ja-SV8'",
        )
      ).rows[0];
    const before = await stored();
    expect(before?.english_name).toBe('Surging Sparks');
    await importCatalog(t.app.pool, CROSS_LANGUAGE_DIR);
    expect(await stored()).toEqual(before);
    await nameAsianSets(t.app.pool, new Map());
    const cleared = await stored();
    expect(cleared?.english_name).toBeNull();
    expect(cleared?.updated_at.getTime()).toBeGreaterThan(before?.updated_at.getTime() ?? 0);
    await importCatalog(t.app.pool, CROSS_LANGUAGE_DIR);
    expect((await stored())?.english_name).toBe('Surging Sparks');
  });
});
