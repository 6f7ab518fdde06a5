import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { importFixtureCatalog } from '../../catalog/test-fixtures/fixture-catalog.ts';
import { runDailyPortfolio } from '../../jobs/daily-portfolio.job.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { saveExchangeRates } from '../rates/exchange-rates.repository.ts';
import { createCardmarketSource } from './cardmarket.source.ts';
import { createPricechartingSource } from './pricecharting.source.ts';
import { runPriceSource } from './run-price-source.ts';
import {
  emptyStandInData,
  type PriceApiStandIn,
  startPriceApiStandIn,
} from './stand-in/price-api-stand-in.ts';
import { createTcgplayerSource } from './tcgplayer.source.ts';

const DAY = '2026-11-24';
let pool: pg.Pool;
let drop: () => Promise<void>;
let api: PriceApiStandIn;
const log = { info: () => {}, warn: () => {} };
const waits: number[] = [];
const sleep = async (ms: number) => {
  waits.push(ms);
};

beforeAll(async () => {
  const database = await createTestDatabase();
  drop = database.drop;
  pool = new pg.Pool({ connectionString: database.url, max: 4 });
  await importFixtureCatalog(pool);
  // Marketplace ids as the full catalog has them: on the card, on a printing, or only on the set.
  await pool.query(`UPDATE catalog_products SET tcgplayer_product_id = 1004, cardmarket_id = 5004
    WHERE id = 'base1-4'`);
  await pool.query(
    `UPDATE catalog_products SET tcgplayer_product_id = 2025 WHERE id = 'sv03.5-025'`,
  );
  await pool.query(`UPDATE catalog_products
    SET variants = '[{"type":"holo","tcgplayer_product_id":7033,"cardmarket_id":8033}]'
    WHERE id = 'ja-SV8-033'`);
  await pool.query(`UPDATE catalog_sets SET tcgplayer_group_id = 3000, cardmarket_id = 4000
    WHERE id = 'sv08'`);
  await saveExchangeRates(pool, [
    { date: '2026-11-20', currency: 'EUR', unitsPerUsd: 0.92, source: 'test' },
  ]);
});

afterAll(async () => {
  await pool.end();
  await drop();
});

beforeEach(async () => {
  api = await startPriceApiStandIn(emptyStandInData());
  waits.length = 0;
  await pool.query('TRUNCATE price_points, price_source_runs');
});

afterEach(async () => api.close());

async function rows(source: string) {
  const result = await pool.query(
    `SELECT product_id, variant, market_cents, native_market_cents, currency, units_per_usd,
       psa10_cents, graded9_cents
     FROM price_points WHERE source = $1 AND price_date = $2 ORDER BY product_id, variant`,
    [source, DAY],
  );
  return result.rows;
}

async function run(id: number) {
  const result = await pool.query('SELECT * FROM price_source_runs WHERE id = $1', [id]);
  return result.rows[0];
}

function tcgplayer(overrides: Partial<Parameters<typeof createTcgplayerSource>[0]> = {}) {
  return createTcgplayerSource({ ...api.tcgplayer, sleep, ...overrides });
}

function seedTcgplayer() {
  api.data.tcgplayer.prices.set(1004, [
    { subTypeName: 'Holofoil', marketPrice: 350.25 },
    { subTypeName: '1st Edition Holofoil', marketPrice: 9000 },
  ]);
  api.data.tcgplayer.prices.set(2025, [
    { subTypeName: 'Normal', marketPrice: 1.1 },
    { subTypeName: 'Reverse Holofoil', marketPrice: 2.5 },
  ]);
  api.data.tcgplayer.prices.set(7033, [{ subTypeName: 'Holofoil', marketPrice: 12 }]);
  api.data.tcgplayer.prices.set(30057, [{ subTypeName: 'Holofoil', marketPrice: 4.99 }]);
  // Group 3000 (Surging Sparks) lists 150 cards: two pages of 100.
  api.data.tcgplayer.groups.set(
    3000,
    Array.from({ length: 150 }, (_, i) => ({
      productId: 30000 + i + 1,
      number: `${String(i + 1).padStart(3, '0')}/191`,
    })),
  );
}

describe('TCGplayer source', () => {
  it('prices products by their id, a printing id or set and number, and reports the rest', async () => {
    seedTcgplayer();
    api.failures.push({ path: '/tcgplayer/v1.39.0/pricing', status: 429, retryAfter: '3' });
    const summary = await runPriceSource({ pool, log }, tcgplayer(), { day: DAY, retryDelayMs: 0 });

    expect(summary.status).toBe('ok');
    expect(waits).toContain(3000);
    expect(await rows('tcgplayer')).toEqual([
      expect.objectContaining({
        product_id: 'base1-4',
        variant: 'holo',
        market_cents: 35025,
        currency: 'USD',
        units_per_usd: 1,
        native_market_cents: 35025,
      }),
      // The card's one 1st-edition printing gets the '1st Edition Holofoil' price.
      expect.objectContaining({
        product_id: 'base1-4',
        variant: 'holo/sub:shadowless/stamp:1st-edition',
        market_cents: 900000,
      }),
      expect.objectContaining({ product_id: 'ja-SV8-033', variant: 'holo', market_cents: 1200 }),
      expect.objectContaining({ product_id: 'sv03.5-025', variant: 'normal', market_cents: 110 }),
      expect.objectContaining({ product_id: 'sv03.5-025', variant: 'reverse', market_cents: 250 }),
      expect.objectContaining({ product_id: 'sv08-057', variant: 'holo', market_cents: 499 }),
    ]);
    const catalogPages = api.requests.filter((line) => line.includes('/catalog/products?'));
    expect(
      catalogPages.map((line) =>
        new URL(line.split(' ')[1] ?? '', 'http://x').searchParams.get('offset'),
      ),
    ).toEqual(['0', '100']);

    const record = await run(summary.runId);
    expect(record).toMatchObject({
      source: 'tcgplayer',
      status: 'ok',
      attempts: 1,
      requested: 16,
      priced: 4,
      matched_by_number: 1,
      unmatched: 12,
      priced_by_language: { english: 3, japanese: 1 },
      error: null,
    });
    expect(record.unmatched_sample).toContain('base1-2');
    expect(record.unmatched_sample).not.toContain('sv08-057');
  });

  it('prices each printing by its own id, telling apart printings that share one', async () => {
    // As in the full catalog: unlimited has its own id; shadowless and 1st-edition shadowless
    // share one, which TCGplayer prices as 'Holofoil' and '1st Edition Holofoil'.
    await pool.query(`UPDATE catalog_products SET tcgplayer_product_id = NULL, variants = '[
        {"type":"holo","subtype":"unlimited","tcgplayer_product_id":42382},
        {"type":"holo","subtype":"shadowless","stamp":["1st-edition"],"tcgplayer_product_id":106999},
        {"type":"holo","subtype":"shadowless","tcgplayer_product_id":106999}]'
      WHERE id = 'base1-4'`);
    api.data.tcgplayer.prices.set(42382, [{ subTypeName: 'Holofoil', marketPrice: 400 }]);
    api.data.tcgplayer.prices.set(106999, [
      { subTypeName: '1st Edition Holofoil', marketPrice: 50000 },
      { subTypeName: 'Holofoil', marketPrice: 9000 },
    ]);
    try {
      await runPriceSource({ pool, log }, tcgplayer(), { day: DAY, retryDelayMs: 0 });
    } finally {
      await pool.query(`UPDATE catalog_products SET tcgplayer_product_id = 1004,
          variants = '[{"type":"holo","subtype":"unlimited"},
            {"type":"holo","subtype":"shadowless","stamp":["1st-edition"]}]'
        WHERE id = 'base1-4'`);
    }
    const base = (await rows('tcgplayer')).filter((row) => row.product_id === 'base1-4');
    expect(base.map((row) => [row.variant, row.market_cents])).toEqual([
      ['holo', 40000],
      ['holo/sub:shadowless', 900000],
      ['holo/sub:shadowless/stamp:1st-edition', 5000000],
      ['holo/sub:unlimited', 40000],
    ]);
  });

  it('fails the run with the API error after its retries, writing nothing', async () => {
    seedTcgplayer();
    const source = tcgplayer({ privateKey: 'wrong' });
    const summary = await runPriceSource({ pool, log }, source, {
      day: DAY,
      maxAttempts: 2,
      retryDelayMs: 0,
    });
    expect(summary).toMatchObject({
      status: 'failed',
      error: expect.stringContaining('tcgplayer: HTTP 400 from /tcgplayer/token'),
    });
    expect(await run(summary.runId)).toMatchObject({ status: 'failed', attempts: 2, priced: 0 });
    expect(await rows('tcgplayer')).toEqual([]);
  });

  it('retries a run whose fetch failed, and succeeds on the next attempt', async () => {
    seedTcgplayer();
    api.failures.push({ path: '/tcgplayer/v1.39.0/pricing', status: 503 });
    const summary = await runPriceSource({ pool, log }, tcgplayer({ maxAttempts: 1 }), {
      day: DAY,
      retryDelayMs: 0,
    });
    expect(summary.status).toBe('ok');
    expect(await run(summary.runId)).toMatchObject({
      status: 'ok',
      attempts: 2,
      priced: 4,
      error: null,
    });
  });

  it('never leaves half a day: a write failing part way rolls the whole day back', async () => {
    seedTcgplayer();
    await pool.query(`CREATE FUNCTION fail_sv08() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.product_id = 'sv08-057' THEN RAISE EXCEPTION 'disk full'; END IF;
      RETURN NEW; END $$`);
    await pool.query(`CREATE TRIGGER fail_sv08 BEFORE INSERT ON price_points
      FOR EACH ROW EXECUTE FUNCTION fail_sv08()`);
    try {
      const summary = await runPriceSource({ pool, log }, tcgplayer(), {
        day: DAY,
        maxAttempts: 1,
        batchSize: 1,
      });
      expect(summary).toMatchObject({
        status: 'failed',
        error: expect.stringContaining('disk full'),
      });
    } finally {
      await pool.query('DROP TRIGGER fail_sv08 ON price_points');
      await pool.query('DROP FUNCTION fail_sv08');
    }
    expect(await rows('tcgplayer')).toEqual([]);
    const rerun = await runPriceSource({ pool, log }, tcgplayer(), { day: DAY, batchSize: 1 });
    expect(rerun.status).toBe('ok');
    expect(await rows('tcgplayer')).toHaveLength(6);
  });
});

describe('PriceCharting source', () => {
  beforeEach(() => {
    api.data.pricecharting.push(
      {
        id: '101',
        'product-name': 'Charizard #4',
        'console-name': 'Pokemon Base Set',
        'loose-price': 32000,
        'manual-only-price': 1500000,
        'bgs-10-price': 2000000,
        'condition-17-price': 1400000,
        'condition-18-price': 1300000,
        'graded-price': 300000,
        'new-price': 150000,
        'cib-price': 90000,
      },
      {
        id: '102',
        'product-name': 'Charizard #4',
        'console-name': 'Pokemon Base Set 2',
        'loose-price': 1,
      },
      {
        id: '103',
        'product-name': 'Pikachu #25',
        'console-name': 'Pokemon Scarlet & Violet 151',
        'loose-price': 150,
      },
    );
  });

  it('prices cards by set and number with their graded ladder, in US pennies', async () => {
    const source = createPricechartingSource({ ...api.pricecharting, sleep });
    const summary = await runPriceSource({ pool, log }, source, { day: DAY });
    expect(summary).toMatchObject({ status: 'ok', priced: 2, matchedByNumber: 2 });
    const [charizard, pikachu] = await rows('pricecharting');
    expect(charizard).toMatchObject({
      product_id: 'base1-4',
      variant: 'holo',
      market_cents: 32000,
      psa10_cents: 1500000,
      graded9_cents: 300000,
    });
    expect(pikachu).toMatchObject({
      product_id: 'sv03.5-025',
      variant: 'normal',
      market_cents: 150,
    });
    const ladder = await pool.query(
      `SELECT cgc10_cents, sgc10_cents, bgs10_cents, graded8_cents, graded7_cents FROM price_points
       WHERE source = 'pricecharting' AND product_id = 'base1-4'`,
    );
    expect(ladder.rows[0]).toEqual({
      cgc10_cents: 1400000,
      sgc10_cents: 1300000,
      bgs10_cents: 2000000,
      graded8_cents: 150000,
      graded7_cents: 90000,
    });
  });

  it('fails with PriceCharting error message on a bad token, and waits out a 429', async () => {
    api.failures.push({ path: '/pricecharting/api/products', status: 429, retryAfter: '2' });
    const bad = createPricechartingSource({ ...api.pricecharting, token: 'nope', sleep });
    const summary = await runPriceSource({ pool, log }, bad, { day: DAY, maxAttempts: 1 });
    expect(summary).toMatchObject({ status: 'failed', error: 'pricecharting: Invalid API token' });
    expect(waits).toEqual([2000]);
    expect(await rows('pricecharting')).toEqual([]);
  });
});

describe('Cardmarket source', () => {
  beforeEach(() => {
    api.data.cardmarket.guide.set(5004, { trend: 276, foilTrend: null });
    api.data.cardmarket.guide.set(8033, { trend: 9.2, foilTrend: null });
    api.data.cardmarket.guide.set(5057, { trend: 4.6, foilTrend: 6.9 });
    api.data.cardmarket.expansions.set(4000, [
      { idProduct: 5057, number: '057' },
      { idProduct: 5238, number: '238' },
    ]);
  });

  it('stores EU trend prices in euros with the day rate, and their US value', async () => {
    const source = createCardmarketSource({ ...api.cardmarket, sleep });
    const summary = await runPriceSource({ pool, log }, source, { day: DAY });
    expect(summary).toMatchObject({ status: 'ok', priced: 3, matchedByNumber: 1 });
    expect(await rows('cardmarket')).toEqual([
      {
        product_id: 'base1-4',
        variant: 'holo',
        market_cents: 30000,
        native_market_cents: 27600,
        currency: 'EUR',
        units_per_usd: 0.92,
        psa10_cents: null,
        graded9_cents: null,
      },
      expect.objectContaining({
        product_id: 'ja-SV8-033',
        variant: 'holo',
        market_cents: 1000,
        native_market_cents: 920,
      }),
      expect.objectContaining({
        product_id: 'sv08-057',
        variant: 'holo',
        market_cents: 500,
        native_market_cents: 460,
      }),
      expect.objectContaining({
        product_id: 'sv08-057',
        variant: 'reverse',
        market_cents: 750,
        native_market_cents: 690,
      }),
    ]);
    expect(api.requests).toContain('GET /cardmarket/ws/v2.0/output.json/expansions/4000/singles');
  });

  it('refuses euro prices without a rate for the day, writing nothing', async () => {
    const source = createCardmarketSource({ ...api.cardmarket, sleep });
    const summary = await runPriceSource({ pool, log }, source, {
      day: '2026-11-01',
      maxAttempts: 1,
    });
    expect(summary.error).toBe(
      'cardmarket: no EUR rate to USD on or before 2026-11-01: load exchange rates first',
    );
    expect((await pool.query(`SELECT count(*)::int AS n FROM price_points`)).rows[0].n).toBe(0);
  });

  it('signs requests with OAuth 1.0a (a wrong secret is refused) and waits out a 429', async () => {
    const wrong = createCardmarketSource({
      ...api.cardmarket,
      keys: { ...api.cardmarket.keys, accessTokenSecret: 'wrong' },
      sleep,
    });
    const refused = await runPriceSource({ pool, log }, wrong, { day: DAY, maxAttempts: 1 });
    expect(refused.error).toMatch(/^cardmarket: HTTP 401 .*Invalid signature/);

    api.failures.push({
      path: '/cardmarket/ws/v2.0/output.json/priceguide',
      status: 429,
      retryAfter: '1',
    });
    const source = createCardmarketSource({ ...api.cardmarket, sleep });
    const summary = await runPriceSource({ pool, log }, source, { day: DAY, maxAttempts: 1 });
    expect(summary.status).toBe('ok');
    expect(waits).toEqual([1000]);
  });
});

describe('the daily job', () => {
  it('loads rates, runs the configured sources, then values collections with their prices', async () => {
    seedTcgplayer();
    const { rows } = await pool.query<{ id: number }>(
      `INSERT INTO users (email, referral_handle, email_verified_at)
       VALUES ('daily@prices.test', 'daily-prices', now()) RETURNING id`,
    );
    await pool.query(
      `INSERT INTO user_products (user_id, product_id, product_type, variant, quantity)
       VALUES ($1, 'sv03.5-025', 'card', 'reverse', 2)`,
      [rows[0]?.id],
    );
    const quiet = { ...log, error: () => {}, debug: () => {}, child: () => quiet } as never;
    const result = await runDailyPortfolio(pool, quiet, new Date(`${DAY}T00:15:00Z`), {
      sources: [tcgplayer()],
      rates: { EXCHANGE_RATES_FILE: 'data/exchange-rates.json' },
      retryDelayMs: 0,
    });
    expect(result.snapshots).toBeGreaterThanOrEqual(1);
    const runs = await pool.query(`SELECT source, status, priced FROM price_source_runs`);
    expect(runs.rows).toEqual([{ source: 'tcgplayer', status: 'ok', priced: 4 }]);
    const snapshot = await pool.query(
      `SELECT value_cents::int AS value_cents FROM portfolio_snapshots WHERE user_id = $1 AND snapshot_date = $2
         AND binder_id IS NULL`,
      [rows[0]?.id, DAY],
    );
    expect(snapshot.rows).toEqual([{ value_cents: 500 }]);
    const rates = await pool.query(
      `SELECT count(*)::int AS n FROM exchange_rates WHERE source <> 'test'`,
    );
    expect(rates.rows[0].n).toBe(3);
  });
});
