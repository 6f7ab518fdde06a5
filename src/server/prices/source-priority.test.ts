import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseSourcePriority } from '#core/prices/source-priority.ts';
import { createCatalogTestApp } from '../catalog/test-fixtures/catalog-test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { createTestUser, type TestUser } from '../test/users.ts';
import { refreshLatestPrices } from './latest-prices.ts';

let t: TestApp;
let collector: TestUser;

beforeAll(async () => {
  t = await createCatalogTestApp();
  // Both feeds price the same printing on the same day; Cardmarket's converted euro is higher.
  await t.app.pool.query(
    `INSERT INTO price_points (product_id, variant, price_date, source, market_cents)
     VALUES ('base1-4', 'holo', '2026-11-19', 'cardmarket', 19000),
            ('base1-4', 'holo', '2026-11-19', 'tcgplayer', 9000),
            ('base1-4', 'holo', '2026-11-20', 'cardmarket', 20000),
            ('base1-4', 'holo', '2026-11-20', 'tcgplayer', 10000)`,
  );
  await refreshLatestPrices(t.app.pool);
  collector = await createTestUser(t.app);
  await t.app.pool.query(
    `INSERT INTO user_products (user_id, product_id, product_type, variant, quantity)
     VALUES ($1, 'base1-4', 'card', 'holo', 1)`,
    [collector.id],
  );
});
afterEach(() => {
  delete process.env.PRICE_SOURCE_PRIORITY;
});
afterAll(async () => t.close());

async function shownPrices() {
  const history = (
    await t.app.inject('/api/tcgproducts/base1-4/price-history?variant=holo&range=all')
  ).json();
  const items = (
    await t.app.inject({ url: '/api/iOSUserCards/', headers: collector.headers })
  ).json();
  return {
    history: { source: history.source, last: history.points.at(-1).market_price },
    item: {
      source: items[0].TCGProduct.price_source,
      price: items[0].TCGProduct.market_price,
    },
  };
}

describe('PRICE_SOURCE_PRIORITY', () => {
  it("shows TCGplayer's price by default when Cardmarket prices the same day", async () => {
    const shown = await shownPrices();
    expect(shown.history).toEqual({ source: 'tcgplayer', last: 100 });
    expect(shown.item).toEqual({ source: 'tcgplayer', price: 100 });
    const product = (await t.app.inject('/api/tcgproducts/base1-4')).json();
    expect(product).toMatchObject({ market_price: 100, price_source: 'tcgplayer' });
    const { rows } = await t.app.pool.query(
      `SELECT source, market_cents, previous_market_cents FROM product_latest_prices
       WHERE product_id = 'base1-4' AND variant = 'holo'`,
    );
    expect(rows).toEqual([
      { source: 'tcgplayer', market_cents: 10000, previous_market_cents: 9000 },
    ]);
  });

  it("shows Cardmarket's price with the priority reversed", async () => {
    process.env.PRICE_SOURCE_PRIORITY = 'cardmarket,tcgplayer';
    await refreshLatestPrices(t.app.pool);
    const shown = await shownPrices();
    expect(shown.history).toEqual({ source: 'cardmarket', last: 200 });
    expect(shown.item).toEqual({ source: 'cardmarket', price: 200 });
    const { rows } = await t.app.pool.query(
      `SELECT source, market_cents FROM product_latest_prices
       WHERE product_id = 'base1-4' AND variant = 'holo'`,
    );
    expect(rows).toEqual([{ source: 'cardmarket', market_cents: 20000 }]);
  });

  it('rejects a name that is not a source name, and defaults when empty', () => {
    expect(() => parseSourcePriority("tcgplayer,x'; drop")).toThrow(/not a source name/);
    expect(parseSourcePriority(' ')).toEqual([
      'tcgplayer',
      'cardmarket',
      'pricecharting',
      'simulated',
    ]);
    expect(parseSourcePriority('PriceCharting, tcgplayer')).toEqual(['pricecharting', 'tcgplayer']);
  });
});
