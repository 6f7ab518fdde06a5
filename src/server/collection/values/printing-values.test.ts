import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app.ts';
import type { TestUser } from '../../test/users.ts';
import { addItem, call, createTwoCollectors } from '../collection-test-kit.ts';

const FIRST_EDITION = 'holo/sub:shadowless/stamp:1st-edition';
const UNLIMITED = 'holo/sub:unlimited';
let t: TestApp;
let ash: TestUser;
let misty: TestUser;

beforeAll(async () => {
  // The feed prices Charizard's 1st edition on its own; unlimited only as the coarse 'holo'.
  ({ t, ash, misty } = await createTwoCollectors([
    { productId: 'base1-4', variant: 'holo', date: '2025-01-02', market: 40_000 },
    { productId: 'base1-4', variant: FIRST_EDITION, date: '2025-01-01', market: 480_000 },
    { productId: 'base1-4', variant: FIRST_EDITION, date: '2025-01-02', market: 500_000 },
  ]));
});
afterAll(async () => t.close());

describe('items naming an exact printing', () => {
  it('values a 1st-edition Charizard at its own price and flags unlimited as the holo price', async () => {
    const first = await addItem(t, ash, { product_id: 'base1-4', variant: FIRST_EDITION });
    const unlimited = await addItem(t, ash, { product_id: 'base1-4', variant: UNLIMITED });
    expect([first.variant, unlimited.variant]).toEqual([FIRST_EDITION, UNLIMITED]);

    const values = (await call(t, ash, 'GET', '/api/iOSTCGProductValues/collection-values')).body;
    expect(values[first.id]).toMatchObject({
      current_value: 5000,
      previous_value: 4800,
      price_basis: 'printing',
      price_variant: FIRST_EDITION,
    });
    expect(values[unlimited.id]).toMatchObject({
      current_value: 400,
      price_basis: 'type_fallback',
      price_variant: 'holo',
    });

    const specific = await call(
      t,
      ash,
      'GET',
      `/api/iOSTCGProductValues/specific-values?userProductIds=${first.id},${unlimited.id}`,
    );
    expect(specific.body).toMatchObject([
      { id: first.id, value: 5000, price_basis: 'printing' },
      { id: unlimited.id, value: 400, price_basis: 'type_fallback', price_variant: 'holo' },
    ]);
    const others = await call(t, misty, 'GET', '/api/iOSTCGProductValues/collection-values');
    expect(others.body).toEqual({});
  });

  it("shows a printing's own price history, else its type's, saying which", async () => {
    const history = (variant: string) =>
      call(
        t,
        null,
        'GET',
        `/api/tcgproducts/base1-4/price-history?range=all&variant=${encodeURIComponent(variant)}`,
      );
    const own = await history(FIRST_EDITION);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ variant: FIRST_EDITION, price_basis: 'printing' });
    expect(own.body.points.map((point: { market_price: number }) => point.market_price)).toEqual([
      4800, 5000,
    ]);
    const fallback = await history(UNLIMITED);
    expect(fallback.body).toMatchObject({ variant: 'holo', price_basis: 'type_fallback' });
    expect(fallback.body.points).toHaveLength(1);
  });

  it('refuses a printing the product does not have, naming it; plain types stay accepted', async () => {
    const masterBall = 'reverse/foil:masterball';
    const single = await call(t, ash, 'POST', '/api/iOSUserCards/', {
      product_id: 'base1-4',
      variant: masterBall,
    });
    expect(single.status).toBe(400);
    expect(single.body.error.message).toContain(
      `variant: "${masterBall}" is not a printing of catalog product "base1-4"`,
    );

    const bulk = await call(t, ash, 'POST', '/api/iOSUserCards/bulk', {
      products: [
        { product_id: 'base1-4', variant: FIRST_EDITION },
        { product_id: 'sv08-057', variant: FIRST_EDITION },
      ],
    });
    expect(bulk.status).toBe(400);
    expect(bulk.body.error.message).toContain('products.1.variant');

    const item = await addItem(t, ash, { product_id: 'base1-4', variant: 'holo' });
    const edit = await call(t, ash, 'PUT', `/api/iOSUserCards/${item.id}`, {
      variant: masterBall,
    });
    expect(edit.status).toBe(400);
    const fixed = await call(t, ash, 'PUT', `/api/iOSUserCards/${item.id}`, {
      variant: FIRST_EDITION,
    });
    expect(fixed.status).toBe(200);
    expect(fixed.body.variant).toBe(FIRST_EDITION);
  });
});
