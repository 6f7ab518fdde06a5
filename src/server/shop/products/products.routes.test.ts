import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCatalog } from '../../catalog/import/import-catalog.ts';
import { DEMO_CATALOG_DIR } from '../../seed/seed-on-start.ts';
import { createTestApp, csrfHeaders, type TestApp } from '../../test/test-app.ts';
import { createAdmin, createMember, createTestUser, type TestUser } from '../../test/users.ts';
import { query, seedShop, stockOf } from '../test/shop-test-kit.ts';

let t: TestApp;
let admin: TestUser;
let buyer: TestUser;
let member: TestUser;
beforeAll(async () => {
  t = await createTestApp({ ORDER_SWEEP_SECONDS: '0' });
  await seedShop(t);
  admin = await createAdmin(t.app);
  buyer = await createTestUser(t.app);
  member = await createMember(t.app);
});
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('GET /api/products', () => {
  it('lists visible products with a total', async () => {
    const res = await get('/api/products?limit=100');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(10);
    expect(body.products).toHaveLength(10);
    expect(body.products[0]).toMatchObject({
      id: expect.any(Number),
      name: expect.any(String),
      price_cents: expect.any(Number),
      images: { imageUrl: null, mainImage: null },
    });
  });

  it('filters by category and search, and pages', async () => {
    const accessories = (await get('/api/products?category=2')).json();
    expect(accessories.total).toBe(3);
    expect(accessories.products.every((p: { categoryId: number }) => p.categoryId === 2)).toBe(
      true,
    );
    const search = (await get('/api/products?search=booster%20box')).json();
    expect(search.products.map((p: { name: string }) => p.name)).toEqual([
      'Japanese Terastal Festival ex Booster Box',
      'Prismatic Evolutions Elite Trainer Box', // "collector box" in its description
      'Twilight Masquerade Booster Box',
    ]);
    const page2 = (await get('/api/products?limit=4&page=2')).json();
    expect(page2.total).toBe(10);
    expect(page2.products).toHaveLength(4);
    const page3 = (await get('/api/products?limit=4&page=3')).json();
    expect(page3.products).toHaveLength(2);
  });

  it('treats LIKE wildcards in a search as text', async () => {
    const res = (await get('/api/products?search=%25')).json();
    expect(res.total).toBe(0);
  });

  it.each([
    'page=0',
    'page=-1',
    'limit=0',
    'limit=1000',
    'category=abc',
    `search=${'x'.repeat(300)}`,
  ])('refuses %s with 400', async (query) => {
    const res = await get(`/api/products?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });
});

describe('product images from the catalog', () => {
  it("shows the catalog sealed product's image for a demo product that has none of its own", async () => {
    await importCatalog(t.app.pool, DEMO_CATALOG_DIR);
    await query(
      t,
      "UPDATE catalog_products SET image_url = $1 WHERE id = 'en-sealed-demo-sv08.5-etb'",
      ['https://images.test/prismatic-etb.jpg'],
    );
    const etb = (await get('/api/products/2')).json().product;
    expect(etb.images).toEqual({
      imageUrl: 'https://images.test/prismatic-etb.jpg',
      mainImage: null,
    });
    const listed = (await get('/api/products?search=prismatic')).json().products;
    expect(listed[0].images.imageUrl).toBe('https://images.test/prismatic-etb.jpg');
    // Not a catalog product: no image here (the shop draws one).
    expect((await get('/api/products/7')).json().product.images.imageUrl).toBeNull();
    await query(t, 'UPDATE catalog_products SET image_url = NULL WHERE id = $1', [
      'en-sealed-demo-sv08.5-etb',
    ]);
  });
});

describe('GET /api/products/:id and /api/categories', () => {
  it('returns one product wrapped as {product}', async () => {
    const res = await get('/api/products/2');
    expect(res.statusCode).toBe(200);
    expect(res.json().product).toMatchObject({
      id: 2,
      price_cents: 7499,
      member_price_cents: 6999,
    });
  });

  it.each(['999999', 'abc', '-1', '0', '99999999999'])('answers %s with 404 or 400', async (id) => {
    const res = await get(`/api/products/${id}`);
    expect([400, 404]).toContain(res.statusCode);
  });

  it('lists the categories', async () => {
    const res = await get('/api/categories');
    expect(res.json().categories.map((c: { id: number }) => c.id)).toEqual([1, 2, 3]);
  });
});

describe('POST /api/products/validate-stock', () => {
  const validate = (payload: unknown, headers: Record<string, string> = csrfHeaders()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/products/validate-stock',
      headers,
      payload: payload as object,
    });

  it('answers valid for a buyable cart', async () => {
    const res = await validate({
      cartItems: [
        { id: 1, quantity: 2 },
        { id: 7, quantity: 1 },
      ],
    });
    expect(res.json()).toEqual({ valid: true, errors: {} });
  });

  it('keys the error texts by product id', async () => {
    const res = await validate({
      cartItems: [
        { id: 4, quantity: 2 },
        { id: 6, quantity: 26 },
        { id: 10, quantity: 1 },
        { id: 424242, quantity: 1 },
        { id: 5, quantity: 1 },
      ],
    });
    expect(res.json()).toEqual({
      valid: false,
      errors: {
        '6': 'Only 25 left in stock',
        '10': 'Only members can buy this product',
        '424242': 'This product is no longer available',
        '5': 'Only members can buy this product',
      },
    });
  });

  it('lets members buy member-only products and applies the override table', async () => {
    const res = await validate(
      {
        cartItems: [
          { id: 5, quantity: 2 },
          { id: 10, quantity: 1 },
        ],
      },
      member.headers,
    );
    expect(res.json()).toEqual({
      valid: false,
      errors: { '5': 'Limited to 1 per order', '10': 'Out of stock' },
    });
  });

  it.each([
    ['negative quantities', { cartItems: [{ id: 1, quantity: -1 }] }],
    ['a string quantity', { cartItems: [{ id: 1, quantity: 'lots' }] }],
    [
      '1000 lines',
      { cartItems: Array.from({ length: 1000 }, (_, i) => ({ id: i + 1, quantity: 1 })) },
    ],
    ['no body', undefined],
    ['an array body', [1, 2]],
  ])('refuses %s with 400', async (_label, payload) => {
    const res = await validate(payload);
    expect(res.statusCode).toBe(400);
  });
});

describe('admin inventory', () => {
  const call = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: `/api/admin/shop/products${url}`,
      headers,
      ...(payload ? { payload } : {}),
    });
  const newProduct = {
    name: 'Evolving Skies Booster Box',
    price_cents: 39_999,
    member_price_cents: 37_999,
    stock: 2,
    categoryId: 1,
  };

  it('is closed to signed-out visitors (401) and to non-admins (403)', async () => {
    expect((await call('GET', '', {})).statusCode).toBe(401);
    expect((await call('GET', '', buyer.headers)).statusCode).toBe(403);
    expect((await call('POST', '', buyer.headers, newProduct)).statusCode).toBe(403);
    expect((await call('PATCH', '/1', buyer.headers, { hidden: true })).statusCode).toBe(403);
    expect((await call('POST', '/1/restock', buyer.headers, { delta: 5 })).statusCode).toBe(403);
  });

  it('creates, edits, restocks and hides a product', async () => {
    const created = await call('POST', '', admin.headers, newProduct);
    expect(created.statusCode).toBe(201);
    const id = created.json().product.id;
    expect(id).toBeGreaterThan(10);

    const edited = await call('PATCH', `/${id}`, admin.headers, {
      price_cents: 35_000,
      description: 'Sealed.',
    });
    expect(edited.json().product).toMatchObject({ price_cents: 35_000, description: 'Sealed.' });

    const restocked = await call('POST', `/${id}/restock`, admin.headers, { delta: 5 });
    expect(restocked.json().product.stock).toBe(7);
    const corrected = await call('POST', `/${id}/restock`, admin.headers, { delta: -100 });
    expect(corrected.json().product.stock).toBe(0);

    await call('PATCH', `/${id}`, admin.headers, { hidden: true });
    expect((await get(`/api/products/${id}`)).statusCode).toBe(404);
    expect((await get('/api/products?search=Evolving')).json().total).toBe(0);
    const all = (await call('GET', '?search=Evolving', admin.headers)).json();
    expect(all.products[0]).toMatchObject({ id, hidden: true });
  });

  it.each([
    ['a negative price', { ...newProduct, price_cents: -1 }],
    ['a fractional price', { ...newProduct, price_cents: 9.99 }],
    ['a member price above the price', { ...newProduct, member_price_cents: 50_000 }],
    ['negative stock', { ...newProduct, stock: -3 }],
    ['an unknown category', { ...newProduct, categoryId: 999 }],
    ['a javascript: image', { ...newProduct, imageUrl: 'javascript:alert(1)' }],
    ['no name', { ...newProduct, name: '' }],
  ])('refuses %s with 400', async (_label, payload) => {
    const res = await call('POST', '', admin.headers, payload);
    expect(res.statusCode).toBe(400);
  });

  it('answers unknown products with 404', async () => {
    expect((await call('PATCH', '/777777', admin.headers, { hidden: true })).statusCode).toBe(404);
    expect((await call('POST', '/777777/restock', admin.headers, { delta: 1 })).statusCode).toBe(
      404,
    );
    expect(await stockOf(t, 1)).toBe(40);
  });
});
