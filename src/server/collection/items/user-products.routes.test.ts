import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/users.ts';
import {
  addItem,
  call,
  createBinder,
  createTwoCollectors,
  insertPrices,
} from '../collection-test-kit.ts';

let t: TestApp;
let ash: TestUser;
let misty: TestUser;

beforeAll(async () => {
  ({ t, ash, misty } = await createTwoCollectors([
    { productId: 'base1-4', date: '2025-01-02', market: 31299 },
  ]));
});
afterAll(async () => t.close());

describe('POST /api/iOSUserCards/', () => {
  it('adds an item with its catalog product rendered as the catalog API does', async () => {
    const res = await call(t, ash, 'POST', '/api/iOSUserCards/', {
      product_id: 'base1-4',
      product_name: 'whatever the client says',
      quantity: 2,
      purchase_price: 12.34,
      notes: 'first edition? "no"',
    });
    expect(res.status).toBe(201);
    expect(typeof res.body.id).toBe('number');
    const catalog = await call(t, null, 'GET', '/api/tcgproducts/base1-4');
    expect(res.body).toMatchObject({
      product_id: 'base1-4',
      product_name: 'Charizard',
      variant: 'normal',
      api_id: 'base1-4',
      wishlist: false,
      product_type: 'card',
      quantity: 2,
      condition: 'NM',
      game: 'Pokemon',
      language: 'english',
      graded: false,
      grade_score: null,
      grading_company: null,
      purchase_price: 12.34,
      notes: 'first edition? "no"',
      binder_id: null,
    });
    expect(res.body.TCGProduct).toEqual(catalog.body);
    expect(res.body.TCGProduct.market_price).toBe(312.99);
    expect(Date.parse(res.body.created_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('labels Japanese cards and sealed products from the catalog', async () => {
    const card = await addItem(t, ash, { product_id: 'ja-SV8-033', variant: 'Master Ball holo' });
    expect(card).toMatchObject({
      game: 'Pokemon Japanese',
      language: 'japanese',
      variant: 'Master Ball holo',
    });
    const sealed = await addItem(t, ash, {
      product_id: 'en-sealed-test-sv08-etb',
      product_type: 'sealed',
    });
    expect(sealed).toMatchObject({
      product_type: 'sealed',
      TCGProduct: { product_type: 'sealed' },
    });
  });

  it('stores a graded item and a custom api_id', async () => {
    const item = await addItem(t, ash, {
      product_id: 'base1-2',
      graded: true,
      grading_company: 'PSA',
      grade_score: 9.5,
      api_id: 'base1-2-psa',
    });
    expect(item).toMatchObject({
      graded: true,
      grading_company: 'PSA',
      grade_score: 9.5,
      api_id: 'base1-2-psa',
    });
  });

  it.each([
    ['quantity below 1', { quantity: 0 }, 'quantity'],
    ['quantity above 9999', { quantity: 10_000 }, 'quantity'],
    ['a fractional quantity', { quantity: 1.5 }, 'quantity'],
    ['an unknown product', { product_id: 'nope-1' }, 'product_id'],
    ['a product_type that does not match the catalog', { product_type: 'sealed' }, 'product_type'],
    [
      'a grade above 10',
      { graded: true, grading_company: 'PSA', grade_score: 10.5 },
      'grade_score',
    ],
    [
      'a grade off the half steps',
      { graded: true, grading_company: 'PSA', grade_score: 8.3 },
      'grade_score',
    ],
    [
      'an unknown grading company',
      { graded: true, grading_company: 'XYZ', grade_score: 9 },
      'grading_company',
    ],
    ['graded without a company', { graded: true, grade_score: 9 }, 'grading_company'],
    ['graded without a grade', { graded: true, grading_company: 'CGC' }, 'grade_score'],
    ['a grade on an ungraded item', { grade_score: 9 }, 'grade_score'],
    ['a company on an ungraded item', { graded: false, grading_company: 'BGS' }, 'grading_company'],
    ['a binder id that does not exist', { binder_id: 999_999 }, 'binder_id'],
    ['a negative purchase price', { purchase_price: -1 }, 'purchase_price'],
  ])('refuses %s with 400 naming the field', async (_, fields, field) => {
    const res = await call(t, misty, 'POST', '/api/iOSUserCards/', {
      product_id: 'base1-4',
      ...fields,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain(field);
    const list = await call(t, misty, 'GET', '/api/iOSUserCards/');
    expect(list.body).toEqual([]);
  });

  it("refuses another user's binder, naming binder_id", async () => {
    const binder = await createBinder(t, ash, 'Ash only');
    const res = await call(t, misty, 'POST', '/api/iOSUserCards/', {
      product_id: 'base1-4',
      binder_id: binder.id,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain('binder_id');
    const own = await addItem(t, ash, { product_id: 'base1-4', binder_id: binder.id });
    expect(own).toMatchObject({ binder_id: binder.id });
  });

  it('keeps an imported created_at, and refuses one in the future naming the field', async () => {
    const kept = await call(t, misty, 'POST', '/api/iOSUserCards/', {
      product_id: 'base1-4',
      created_at: '2024-03-05T06:07:08.009Z',
    });
    expect(kept.status).toBe(201);
    expect(kept.body.created_at).toBe('2024-03-05T06:07:08.009Z');
    const future = await call(t, misty, 'POST', '/api/iOSUserCards/bulk', {
      products: [
        { product_id: 'base1-4' },
        { product_id: 'base1-4', created_at: '2999-01-01T00:00:00Z' },
      ],
    });
    expect(future.status).toBe(400);
    expect(future.body.error.message).toBe('products.1.created_at: must not be in the future');
    await call(t, misty, 'DELETE', `/api/iOSUserCards/${kept.body.id}`);
  });

  it('says which product id is unknown', async () => {
    const res = await call(t, misty, 'POST', '/api/iOSUserCards', { product_id: 'zz-404' });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: { code: 'unknown_product' },
    });
    expect(res.body.error.message).toBe('product_id: no catalog product with id "zz-404"');
  });
});

describe('GET, PUT and DELETE /api/iOSUserCards/{id}', () => {
  it('lists only my items, newest first, with and without the trailing slash', async () => {
    const first = await addItem(t, misty, { product_id: 'sv08-057' });
    const second = await addItem(t, misty, { product_id: 'base1-58', wishlist: true });
    for (const url of ['/api/iOSUserCards/', '/api/iOSUserCards']) {
      const res = await call(t, misty, 'GET', url);
      expect(res.status).toBe(200);
      expect(res.body.map((item: { id: number }) => item.id)).toEqual([second.id, first.id]);
    }
    const ashList = await call(t, ash, 'GET', '/api/iOSUserCards/');
    expect(ashList.body.some((item: { id: number }) => item.id === first.id)).toBe(false);
  });

  it('reads, changes only the fields sent, and deletes an item', async () => {
    const item = await addItem(t, ash, {
      product_id: 'sv08-025',
      quantity: 3,
      condition: 'LP',
      notes: 'keep',
    });
    expect((await call(t, ash, 'GET', `/api/iOSUserCards/${item.id}`)).body).toEqual(item);

    const changed = await call(t, ash, 'PUT', `/api/iOSUserCards/${item.id}`, {
      quantity: 5,
      purchase_price: 2,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      quantity: 5,
      condition: 'LP',
      notes: 'keep',
      purchase_price: 2,
    });
    expect(Date.parse(changed.body.updated_at)).toBeGreaterThanOrEqual(Date.parse(item.created_at));

    const deleted = await call(t, ash, 'DELETE', `/api/iOSUserCards/${item.id}`);
    expect(deleted.status).toBe(204);
    expect((await call(t, ash, 'GET', `/api/iOSUserCards/${item.id}`)).status).toBe(404);
    expect((await call(t, ash, 'DELETE', `/api/iOSUserCards/${item.id}`)).status).toBe(404);
  });

  it('grades and ungrades an item: turning grading off clears company and grade', async () => {
    const item = await addItem(t, ash, { product_id: 'base1-10' });
    const missing = await call(t, ash, 'PUT', `/api/iOSUserCards/${item.id}`, {
      graded: true,
      grade_score: 9,
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toContain('grading_company');
    const graded = await call(t, ash, 'PUT', `/api/iOSUserCards/${item.id}`, {
      graded: true,
      grading_company: 'BGS',
      grade_score: 9.5,
    });
    expect(graded.body).toMatchObject({ graded: true, grading_company: 'BGS', grade_score: 9.5 });
    const regrade = await call(t, ash, 'PUT', `/api/iOSUserCards/${item.id}`, { grade_score: 10 });
    expect(regrade.body).toMatchObject({ graded: true, grading_company: 'BGS', grade_score: 10 });
    const off = await call(t, ash, 'PUT', `/api/iOSUserCards/${item.id}`, { graded: false });
    expect(off.body).toMatchObject({ graded: false, grading_company: null, grade_score: null });
    const bad = await call(t, ash, 'PUT', `/api/iOSUserCards/${item.id}`, {
      grading_company: 'PSA',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('grading_company');
  });

  it.each([
    ['quantity', { quantity: 0 }],
    ['product_type', { product_type: 'sealed' }],
    ['binder_id', { binder_id: 123_456 }],
    ['grade_score', { grade_score: 6.25 }],
  ])('refuses an update with a bad %s', async (field, body) => {
    const item = await addItem(t, ash, { product_id: 'base1-4' });
    const res = await call(t, ash, 'PUT', `/api/iOSUserCards/${item.id}`, body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain(field);
  });

  it("answers 404 for another user's item on GET, PUT and DELETE, and leaves it alone", async () => {
    const item = await addItem(t, ash, { product_id: 'base1-4', quantity: 7 });
    expect((await call(t, misty, 'GET', `/api/iOSUserCards/${item.id}`)).status).toBe(404);
    expect(
      (await call(t, misty, 'PUT', `/api/iOSUserCards/${item.id}`, { quantity: 1 })).status,
    ).toBe(404);
    expect((await call(t, misty, 'DELETE', `/api/iOSUserCards/${item.id}`)).status).toBe(404);
    expect((await call(t, ash, 'GET', `/api/iOSUserCards/${item.id}`)).body).toMatchObject({
      quantity: 7,
    });
  });

  it('refuses a malformed id with 400', async () => {
    const res = await call(t, ash, 'GET', '/api/iOSUserCards/abc');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain('id');
  });
});

describe('POST /api/iOSUserCards/bulk', () => {
  it('adds every entry and returns them as cards, in order', async () => {
    const res = await call(t, misty, 'POST', '/api/iOSUserCards/bulk', {
      products: [
        { product_id: 'sv03.5-006', quantity: 2 },
        { product_id: 'sv03.5-199', graded: true, grading_company: 'CGC', grade_score: 10 },
        { product_id: 'en-sealed-test-sv08-pack', wishlist: true },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body.cards.map((card: { product_id: string }) => card.product_id)).toEqual([
      'sv03.5-006',
      'sv03.5-199',
      'en-sealed-test-sv08-pack',
    ]);
    expect(res.body.cards.every((card: { id: unknown }) => typeof card.id === 'number')).toBe(true);
  });

  it.each([
    ['products.1.product_id', { product_id: 'missing-card' }],
    ['products.1.quantity', { product_id: 'base1-2', quantity: -3 }],
    ['products.1.grading_company', { product_id: 'base1-2', graded: true, grade_score: 8 }],
  ])('writes nothing when one entry is invalid (%s)', async (field, bad) => {
    const before = (await call(t, misty, 'GET', '/api/iOSUserCards/')).body.length;
    const res = await call(t, misty, 'POST', '/api/iOSUserCards/bulk', {
      products: [{ product_id: 'base1-4' }, bad, { product_id: 'base1-10' }],
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain(field);
    expect((await call(t, misty, 'GET', '/api/iOSUserCards/')).body).toHaveLength(before);
  });

  it('refuses an empty list', async () => {
    const res = await call(t, misty, 'POST', '/api/iOSUserCards/bulk', { products: [] });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain('products');
  });
});

describe('sign-in and CSRF', () => {
  it.each([
    ['GET', '/api/iOSUserCards/'],
    ['GET', '/api/iOSUserCards/1'],
    ['GET', '/api/iOSTCGProductValues/collection-values'],
    ['GET', '/api/iOSTCGProductValues/specific-values?userProductIds=1'],
    ['GET', '/api/iOSUserCards/portfolio/snapshots'],
    ['GET', '/api/binders'],
  ] as const)('%s %s answers 401 when signed out', async (method, url) => {
    expect((await call(t, null, method, url)).status).toBe(401);
  });

  it.each([
    ['POST', '/api/iOSUserCards/', { product_id: 'base1-4' }],
    ['POST', '/api/iOSUserCards/bulk', { products: [{ product_id: 'base1-4' }] }],
    ['PUT', '/api/iOSUserCards/1', { quantity: 2 }],
    ['DELETE', '/api/iOSUserCards/1', undefined],
    ['POST', '/api/binders', { name: 'x' }],
    ['POST', '/api/binders/move-items', { userProductIds: [1], binder_id: null }],
  ] as const)(
    '%s %s needs a session (401) and the CSRF token (403)',
    async (method, url, payload) => {
      const signedOut = await t.app.inject({
        method,
        url,
        headers: {
          cookie: ash.headers.cookie ?? '',
          'x-csrf-token': ash.headers['x-csrf-token'] ?? '',
        },
        ...(payload ? { payload } : {}),
      });
      expect(signedOut.statusCode).toBe(401);
      const noToken = await t.app.inject({
        method,
        url,
        headers: { authorization: ash.headers.authorization ?? '' },
        ...(payload ? { payload } : {}),
      });
      expect(noToken.statusCode).toBe(403);
      expect(noToken.json().error.code).toBe('CSRF_FAILED');
    },
  );
});

describe('OpenAPI', () => {
  it('documents the collection routes', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
    for (const path of [
      '/api/iOSUserCards/',
      '/api/iOSUserCards/bulk',
      '/api/iOSUserCards/{id}',
      '/api/iOSUserCards/portfolio/snapshots',
      '/api/iOSTCGProductValues/collection-values',
      '/api/iOSTCGProductValues/graded-values',
      '/api/binders/',
      '/api/binders/move-items',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
  });
});

describe('GET /api/iOSUserCards/ caching', () => {
  it('answers 304 while nothing changed and shows every kind of change right away', async () => {
    const user = await createTestUser(t.app);
    const binder = await createBinder(t, user, 'Big binder');
    // Over 1 MB of JSON, so the rendered list is kept in memory.
    await t.app.pool.query(
      `INSERT INTO user_products (user_id, product_id, product_type, binder_id)
       SELECT $1, 'base1-4', 'card', $2 FROM generate_series(1, 1500)`,
      [user.id, binder.id],
    );
    const list = () =>
      t.app.inject({ method: 'GET', url: '/api/iOSUserCards/', headers: user.headers });
    const first = await list();
    expect(first.rawPayload.length).toBeGreaterThan(1024 * 1024);
    const etag = String(first.headers.etag);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/iOSUserCards/',
      headers: { ...user.headers, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect((await list()).body).toBe(first.body);

    await insertPrices(t, [{ productId: 'base1-4', date: '2025-02-01', market: 40_000 }]);
    const repriced = (await list()).json();
    expect(repriced[0].TCGProduct.market_price).toBe(400);

    await call(t, user, 'DELETE', `/api/binders/${binder.id}`);
    const unbound = (await list()).json();
    expect(unbound.every((item: { binder_id: unknown }) => item.binder_id === null)).toBe(true);

    await call(t, user, 'PUT', `/api/iOSUserCards/${unbound[10].id}`, { quantity: 3 });
    const updated = (await list()).json();
    expect(updated.find((item: { id: number }) => item.id === unbound[10].id).quantity).toBe(3);

    await call(t, user, 'DELETE', `/api/iOSUserCards/${unbound[0].id}`);
    expect((await list()).json()).toHaveLength(1499);
  });
});
