import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TcgProduct } from '#core/catalog/product.schema.ts';
import { rankCards } from '#core/search/rank-catalog.ts';
import { buildSearchIndex, searchCatalog } from '#core/search/search-index.ts';
import type { TestApp } from '../test/test-app.ts';
import { importCatalog } from './import/import-catalog.ts';
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
