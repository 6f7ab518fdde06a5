import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogSetSchema } from '#core/catalog/set.schema.ts';
import { getJson, type TestApp } from '../test/test-app.ts';
import { createCatalogTestApp } from './test-fixtures/catalog-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createCatalogTestApp();
});
afterAll(async () => t.close());

function expectNewestFirst(sets: { release_date: string | null }[]) {
  const dates = sets.map((set) => set.release_date ?? '');
  expect(dates).toEqual([...dates].sort().reverse());
}

describe('set lists', () => {
  it('lists English sets newest first with every set field', async () => {
    const { res, body } = await getJson(t, '/api/iOSTCGSets/english');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(body.map((set: { id: string }) => set.id)).toEqual(['sv09', 'sv08', 'sv03.5', 'base1']);
    expectNewestFirst(body);
    for (const set of body) {
      expect(catalogSetSchema.parse(set)).toEqual(set);
    }
    expect(body[1]).toEqual({
      set_name_id: 'sv08',
      id: 'sv08',
      name: 'Surging Sparks',
      set_name: 'Surging Sparks',
      english_name: null,
      abbreviation: 'SSP',
      url_name: 'surging-sparks',
      image_url: 'https://assets.tcgdex.net/en/sv/sv08/logo.png',
      symbol_url: 'https://assets.tcgdex.net/univ/sv/sv08/symbol',
      language: 'english',
      locale: 'en',
      game: 'Pokemon',
      release_date: '2024-11-08',
      series_id: 'sv',
      series_name: 'Scarlet & Violet',
      card_count: 3,
      card_count_official: 191,
    });
  });

  it('counts only cards and reports a missing logo as null', async () => {
    const { body } = await getJson(t, '/api/iOSTCGSets/english');
    const byId = new Map(body.map((set: { id: string }) => [set.id, set]));
    expect(byId.get('base1')).toMatchObject({ card_count: 4, url_name: 'base-set' });
    expect(byId.get('sv03.5')).toMatchObject({ url_name: 'scarlet-violet-151' });
    expect(byId.get('sv09')).toMatchObject({ card_count: 0, image_url: null, symbol_url: null });
  });

  it.each(['/api/iOSTCGSets/', '/api/iOSTCGSets'])('lists Japanese sets at %s', async (url) => {
    const { res, body } = await getJson(t, url);
    expect(res.statusCode).toBe(200);
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({
      id: 'ja-SV8',
      name: '超電ブレイカー',
      language: 'japanese',
      game: 'Pokemon Japan',
      url_name: '超電ブレイカー',
      card_count: 2,
    });
  });

  it('lists Chinese sets', async () => {
    const { body } = await getJson(t, '/api/iOSTCGSets/chinese');
    expect(body).toEqual([
      expect.objectContaining({ id: 'zh-tw-SV8', game: 'Pokemon Chinese', locale: 'zh-tw' }),
    ]);
  });
});

describe('GET /api/iOSTCGProductValues/sets-by-language', () => {
  it.each([
    ['english', 4],
    ['japanese', 1],
    ['chinese', 1],
    ['Japanese', 1],
  ])('returns the %s sets', async (language, count) => {
    const { res, body } = await getJson(
      t,
      `/api/iOSTCGProductValues/sets-by-language?language=${language}`,
    );
    expect(res.statusCode).toBe(200);
    expect(body.sets).toHaveLength(count);
    expectNewestFirst(body.sets);
  });

  it('matches the per-language list', async () => {
    const list = await getJson(t, '/api/iOSTCGSets/english');
    const wrapped = await getJson(t, '/api/iOSTCGProductValues/sets-by-language?language=english');
    expect(wrapped.body).toEqual({ sets: list.body });
  });

  it.each(['klingon', '', 'english&language=japanese'])(
    'refuses language=%j with a plain error string',
    async (language) => {
      const { res, body } = await getJson(
        t,
        `/api/iOSTCGProductValues/sets-by-language?language=${language}`,
      );
      expect(res.statusCode).toBe(400);
      expect(body).toEqual({ error: 'language must be one of english, japanese, chinese' });
    },
  );

  it('refuses a missing language', async () => {
    const { res, body } = await getJson(t, '/api/iOSTCGProductValues/sets-by-language');
    expect(res.statusCode).toBe(400);
    expect(body.error).toBe('language must be one of english, japanese, chinese');
  });
});

describe('OpenAPI', () => {
  it('documents the catalog routes', async () => {
    const { body } = await getJson(t, '/api/docs');
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining([
        '/api/iOSTCGSets/english',
        '/api/iOSTCGSets/',
        '/api/iOSTCGSets/chinese',
        '/api/iOSTCGProductValues/sets-by-language',
        '/api/iOSTCGProductValues/',
        '/api/tcgproducts/{id}',
        '/api/tcgproducts',
        '/api/tcgproducts/lookup',
        '/api/iOSSyncService/products/changes',
        '/api/cards/search',
      ]),
    );
  });
});
