import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tcgProductSchema } from '#core/catalog/product.schema.ts';
import { createPricedCatalogTestApp } from '../test/priced-catalog.ts';
import { getJson, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createPricedCatalogTestApp();
});
afterAll(async () => t.close());

describe('GET /api/tcgproducts/{id}', () => {
  it('returns a card with every TCG product field', async () => {
    const { res, body } = await getJson(t, '/api/tcgproducts/base1-4');
    expect(res.statusCode).toBe(200);
    expect(tcgProductSchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({
      product_id: 'base1-4',
      product_name: 'Charizard',
      number: '4',
      set_name: 'Base Set',
      set_id: 'base1',
      set_code: 'base1',
      set_abbrv: 'BS',
      game: 'Pokemon',
      product_type: 'card',
      rarity: 'Rare',
      image_url: 'https://assets.tcgdex.net/en/base/base1/4/high.webp',
      language: 'english',
      illustrator: 'Mitsuhiro Arita',
      hp: 120,
      types: ['Fire'],
      category: 'Pokemon',
      sealed_type: null,
      release_date: '1999-01-09',
      variants: [
        { type: 'holo', subtype: 'unlimited' },
        { type: 'holo', subtype: 'shadowless', stamp: ['1st-edition'] },
      ],
    });
    expect(body.updated_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3,6}Z$/);
  });

  it('prices from the newest point with a market value, the normal printing first', async () => {
    const { body } = await getJson(t, '/api/tcgproducts/base1-4');
    expect(body).toMatchObject({
      market_price: 312.99,
      price_date: '2025-01-02',
      price_source: 'feed',
    });
    expect((await getJson(t, '/api/tcgproducts/sv08-057')).body.market_price).toBe(0.07);
    expect((await getJson(t, '/api/tcgproducts/base1-2')).body).toMatchObject({
      market_price: null,
      price_date: null,
      price_source: null,
    });
  });

  it.each([
    ['ja-SV8-033', 'Pokemon Japanese', 'japanese'],
    ['zh-tw-SV8-033', 'Pokemon Chinese', 'chinese'],
  ])('labels %s as %s', async (id, game, language) => {
    const { body } = await getJson(t, `/api/tcgproducts/${id}`);
    expect(body).toMatchObject({ product_id: id, game, language, set_abbrv: null });
  });

  it('returns a sealed product', async () => {
    const { body } = await getJson(t, '/api/tcgproducts/en-sealed-test-sv08-etb');
    expect(tcgProductSchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({
      product_type: 'sealed',
      product_name: 'Surging Sparks Elite Trainer Box',
      number: null,
      set_name: 'Surging Sparks',
      sealed_type: 'elite-trainer-box',
      image_url: null,
      packs: { sv08: 9 },
      rarity: null,
      variants: null,
    });
    const pack = await getJson(t, '/api/tcgproducts/en-sealed-test-sv08-pack');
    expect(pack.body.image_url).toBe('https://example.test/pack.jpg');
  });

  it.each(['nope', 'sv08-999', encodeURIComponent('exu-?'), encodeURIComponent('a b')])(
    'answers 404 for the unknown id %s',
    async (id) => {
      const { res, body } = await getJson(t, `/api/tcgproducts/${id}`);
      expect(res.statusCode).toBe(404);
      expect(body).toEqual({
        error: { code: 'NOT_FOUND', message: `No product with id "${decodeURIComponent(id)}"` },
      });
    },
  );

  it.each(['%00', 'a%01b'])('answers 400 for the malformed id %s', async (id) => {
    const { res } = await getJson(t, `/api/tcgproducts/${id}`);
    expect(res.statusCode).toBe(400);
  });

  it('refuses a very long id without a server error', async () => {
    const { res } = await getJson(t, `/api/tcgproducts/${'x'.repeat(300)}`);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('GET /api/tcgproducts?set_id=', () => {
  it('lists cards by number, then sealed products', async () => {
    const { res, body } = await getJson(t, '/api/tcgproducts?set_id=base1');
    expect(res.statusCode).toBe(200);
    expect(body.products.map((p: { product_id: string }) => p.product_id)).toEqual([
      'base1-2',
      'base1-4',
      'base1-10',
      'base1-58',
      'en-sealed-test-base1-box',
    ]);
    for (const product of body.products) {
      expect(tcgProductSchema.parse(product)).toEqual(product);
    }
  });

  it('returns an empty list for a set without products', async () => {
    const { res, body } = await getJson(t, '/api/tcgproducts?set_id=sv09');
    expect(res.statusCode).toBe(200);
    expect(body).toEqual({ products: [] });
  });

  it('answers 404 for an unknown set and 400 without set_id', async () => {
    const unknown = await getJson(t, '/api/tcgproducts?set_id=nope');
    expect(unknown.res.statusCode).toBe(404);
    expect(unknown.body.error.message).toBe('No set with id "nope"');
    const missing = await getJson(t, '/api/tcgproducts');
    expect(missing.res.statusCode).toBe(400);
    expect(missing.body.error.message).toContain('set_id');
  });
});

describe('GET /api/tcgproducts/lookup', () => {
  it.each([
    ['language=japanese&name=ピカチュウex&number=033&set=超電ブレイカー', 'ja-SV8-033'],
    ['language=japanese&name=ピカチュウEX&number=33&set=ja-SV8', 'ja-SV8-033'],
    ['language=japanese&name=タマタマ', 'ja-SV8-001'],
    ['language=chinese&name=皮卡丘ex&number=33&set=', 'zh-tw-SV8-033'],
    ['name=Pikachu&number=25&set=Surging Sparks', 'sv08-025'],
    ['name=pikachu&number=25', 'sv08-025'],
  ])('finds %s', async (query, id) => {
    const { res, body } = await getJson(t, `/api/tcgproducts/lookup?${encodeURI(query)}`);
    expect(res.statusCode).toBe(200);
    expect(body.product_id).toBe(id);
  });

  it('answers 404 with a clear message when no card matches', async () => {
    const { res, body } = await getJson(
      t,
      `/api/tcgproducts/lookup?${encodeURI('language=japanese&name=ピカチュウex&number=999&set=超電ブレイカー')}`,
    );
    expect(res.statusCode).toBe(404);
    expect(body.error).toEqual({
      code: 'NOT_FOUND',
      message: 'No japanese card named "ピカチュウex" numbered "999" in set "超電ブレイカー"',
    });
  });

  it.each([
    'language=japanese',
    'language=japanese&name=&number=&set=x',
    'language=klingon&name=a',
  ])('answers 400 for %s', async (query) => {
    const { res } = await getJson(t, `/api/tcgproducts/lookup?${query}`);
    expect(res.statusCode).toBe(400);
  });
});
