import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUANTITY_OVERRIDES } from '#core/cart/cart-limits.ts';
import { serverDeps } from '../../deps.ts';
import { seedOnStart } from '../../seed/seed-on-start.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { query } from '../test/shop-test-kit.ts';
import { DEMO_PRODUCTS } from './demo-shop.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ORDER_SWEEP_SECONDS: '0', SEED_DEMO_SHOP: 'true' });
});
afterAll(async () => t.close());

describe('the demo shop seed', () => {
  it('runs from seedOnStart when the shop is empty, once', async () => {
    await seedOnStart(serverDeps(t.app));
    await seedOnStart(serverDeps(t.app));
    const [row] = await query<{ n: string }>(t, 'SELECT count(*) AS n FROM shop_products');
    expect(Number(row?.n)).toBe(DEMO_PRODUCTS.length);
    const res = await t.app.inject({ url: '/api/products?limit=100' });
    expect(res.json().total).toBe(DEMO_PRODUCTS.length);
  });

  it('gives the override table real products, and new products fresh ids', async () => {
    for (const id of Object.keys(QUANTITY_OVERRIDES)) {
      expect(DEMO_PRODUCTS.some((product) => product.id === Number(id))).toBe(true);
    }
    const [row] = await query<{ id: number }>(
      t,
      "INSERT INTO shop_products (name, price_cents, stock) VALUES ('New', 100, 1) RETURNING id",
    );
    expect(Number(row?.id)).toBe(DEMO_PRODUCTS.length + 1);
  });
});
