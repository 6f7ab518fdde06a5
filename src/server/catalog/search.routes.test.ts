import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TcgProduct } from '#core/catalog/product.schema.ts';
import { rankCards } from '#core/search/rank-catalog.ts';
import type { TestApp } from '../test/test-app.ts';
import { createCatalogTestApp } from './test-fixtures/catalog-test-app.ts';

let t: TestApp;
let allProducts: TcgProduct[];
beforeAll(async () => {
  t = await createCatalogTestApp();
  const sync = await t.app.inject({ method: 'GET', url: '/api/iOSSyncService/products/changes' });
  allProducts = sync.json().products;
});
afterAll(async () => t.close());

async function search(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/cards/search?${query}` });
  return { res, body: res.json() };
}

const ids = (items: { product_id: string }[]) => items.map((item) => item.product_id);

describe('GET /api/cards/search', () => {
  it('ranks exact names first, newer sets first on ties', async () => {
    const { res, body } = await search('q=pikachu');
    expect(res.statusCode).toBe(200);
    expect(ids(body.cards)).toEqual(['sv08-025', 'sv03.5-025', 'base1-58', 'sv08-057', 'sv08-238']);
    expect(body).toMatchObject({ total: 5, page: 1, limit: 20, sets: [] });
  });

  it('puts an exact number above a partial one', async () => {
    const { body } = await search(`q=${encodeURIComponent('pikachu 25')}`);
    expect(ids(body.cards)).toEqual(['sv08-025', 'sv03.5-025']);
  });

  it('returns matching sets beside the cards', async () => {
    const { body } = await search('q=surging');
    expect(body.sets.map((set: { id: string }) => set.id)).toEqual(['sv08']);
    expect(body.sets[0]).toMatchObject({ name: 'Surging Sparks', card_count: 3 });
    expect(ids(body.cards)).toEqual(['sv08-025', 'sv08-057', 'sv08-238']);
  });

  it.each([
    'pikachu',
    'charizard ex',
    'ex',
    '25',
    'base',
    'sv',
    'pikachu ex 2',
    '151',
    'ピカチュウ',
  ])('orders %j exactly as the shared core ranking does', async (query) => {
    const cards = allProducts.filter((product) => product.product_type === 'card');
    const expected = rankCards(cards, query, { limit: 100 });
    const { body } = await search(`q=${encodeURIComponent(query)}&limit=100`);
    expect(ids(body.cards)).toEqual(ids(expected.cards));
    expect(body.total).toBe(expected.total);
  });

  it('pages with page and limit', async () => {
    const { body: all } = await search('q=pikachu');
    const { body } = await search('q=pikachu&page=2&limit=2');
    expect(ids(body.cards)).toEqual(ids(all.cards).slice(2, 4));
    expect(body).toMatchObject({ total: 5, page: 2, limit: 2 });
  });

  it('filters by language and by product type', async () => {
    const japanese = await search(`q=${encodeURIComponent('ピカチュウ')}&language=japanese`);
    expect(ids(japanese.body.cards)).toEqual(['ja-SV8-033']);
    const english = await search('q=ex&language=chinese');
    expect(ids(english.body.cards)).toEqual(['zh-tw-SV8-033']);
    const sealed = await search('q=surging&product_type=sealed');
    expect(ids(sealed.body.cards)).toEqual(['en-sealed-test-sv08-etb', 'en-sealed-test-sv08-pack']);
  });

  it('treats LIKE wildcards as plain characters', async () => {
    const { body } = await search(`q=${encodeURIComponent('%_ \\')}`);
    expect(body.cards).toEqual([]);
  });

  it.each([
    ['', 'q'],
    ['q=a', 'q'],
    ['q=%20a%20', 'q'],
    ['q=pikachu&limit=0', 'limit'],
    ['q=pikachu&limit=101', 'limit'],
    ['q=pikachu&page=0', 'page'],
    ['q=pikachu&page=abc', 'page'],
    ['q=pikachu&language=klingon', 'language'],
    ['q=pika%00chu', 'q'],
  ])('answers 400 for %j, naming %s', async (query, field) => {
    const { res, body } = await search(query);
    expect(res.statusCode).toBe(400);
    expect(body.error.message).toContain(field);
  });
});
