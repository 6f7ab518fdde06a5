import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopUser } from '../../test/shop-users.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ADDRESS, insertProduct, query, seedShop, stockOf } from '../test/shop-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  // Reservations of about a second, swept every second.
  t = await createTestApp({ ORDER_SWEEP_SECONDS: '1', ORDER_RESERVATION_MINUTES: '0.02' });
  await seedShop(t);
});
afterAll(async () => t.close());

describe('the reservation sweep timer', () => {
  it('releases the stock of an abandoned order without any request', async () => {
    const buyer = await createShopUser(t.app);
    const id = await insertProduct(t, { stock: 3 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: buyer.headers,
      payload: { items: [{ id, quantity: 3 }], shippingAddress: ADDRESS },
    });
    expect(res.statusCode).toBe(201);
    expect(await stockOf(t, id)).toBe(0);
    const deadline = Date.now() + 15_000;
    while ((await stockOf(t, id)) !== 3 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(await stockOf(t, id)).toBe(3);
    const [row] = await query(t, 'SELECT status FROM orders WHERE id = $1', [res.json().order.id]);
    expect(row).toEqual({ status: 'expired' });
  });
});
