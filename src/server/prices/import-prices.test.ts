import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { importFixtureCatalog } from '../catalog/test-fixtures/fixture-catalog.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { importPriceFile, type PriceImportOptions } from './import/import-prices.ts';

let pool: pg.Pool;
let drop: () => Promise<void>;
let dir: string;
const NOW = new Date('2025-06-30T12:00:00Z');

beforeAll(async () => {
  const database = await createTestDatabase();
  drop = database.drop;
  pool = new pg.Pool({ connectionString: database.url, max: 4 });
  pool.on('error', () => {});
  await importFixtureCatalog(pool);
  dir = await mkdtemp(path.join(os.tmpdir(), 'cardfolio-prices-'));
});
afterAll(async () => {
  await pool.end();
  await drop();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await pool.query('TRUNCATE price_points, product_latest_prices');
});

async function importText(name: string, text: string, options: PriceImportOptions = {}) {
  const file = path.join(dir, name);
  await writeFile(file, text);
  const problems: string[] = [];
  const summary = await importPriceFile(pool, file, {
    now: NOW,
    onProblem: (message) => problems.push(message),
    ...options,
  });
  return { summary, problems };
}

async function pricePoints() {
  const { rows } = await pool.query(
    `SELECT product_id, variant, price_date::text AS date, source, market_cents, psa10_cents,
       cgc10_cents, sgc10_cents, bgs10_cents, graded9_cents, graded8_cents, graded7_cents,
       currency, updated_at
     FROM price_points ORDER BY product_id, variant, price_date, source`,
  );
  return rows;
}

const HEADER =
  'product_id,variant,date,source,market_price,psa_10_price,cgc_10_price,sgc_10_price,bgs_10_price,graded_9_price,graded_8_price,graded_7_price,currency';

describe('importPriceFile (CSV)', () => {
  it('imports every column, with defaults for the empty ones', async () => {
    const { summary, problems } = await importText(
      'full.csv',
      `${HEADER}\nbase1-4,holo,2025-06-01,tcgplayer,350.25,5000,4000,3500,5500,1200,700,400,USD\nbase1-58,,2025-06-01,,0.35,,,,,,,,\n`,
    );
    expect(problems).toEqual([]);
    expect(summary).toMatchObject({ read: 2, inserted: 2, updated: 0, unchanged: 0, bad: 0 });
    expect(await pricePoints()).toEqual([
      expect.objectContaining({
        product_id: 'base1-4',
        variant: 'holo',
        date: '2025-06-01',
        source: 'tcgplayer',
        market_cents: 35025,
        psa10_cents: 500000,
        cgc10_cents: 400000,
        sgc10_cents: 350000,
        bgs10_cents: 550000,
        graded9_cents: 120000,
        graded8_cents: 70000,
        graded7_cents: 40000,
        currency: 'USD',
      }),
      expect.objectContaining({
        product_id: 'base1-58',
        variant: 'normal',
        source: 'import',
        market_cents: 35,
        psa10_cents: null,
        currency: 'USD',
      }),
    ]);
  });

  it('reads quoted fields holding commas, quotes and line breaks, in any column order', async () => {
    const { summary, problems } = await importText(
      'quoted.csv',
      [
        'date,"market_price","product_id",note,source',
        '2025-06-02,"1,5",base1-4,plain,x',
        '2025-06-02,"12.50","base1-4","say ""hi"", ok",shop',
        '2025-06-03,"7.00","sv08-057","multi',
        'line, note",',
        '2025-06-04,2,sv08-057,"x","a, b"',
      ].join('\r\n'),
    );
    expect(problems).toEqual([
      'line 1: unknown column "note" ignored',
      'line 2: market_price "1,5" is not a number',
      'line 6: source "a, b" is not valid (letters, digits, space, . _ -; at most 60)',
    ]);
    expect(summary).toMatchObject({ read: 4, inserted: 2, bad: 2 });
    expect(
      (await pricePoints()).map((row) => [row.product_id, row.source, row.market_cents]),
    ).toEqual([
      ['base1-4', 'shop', 1250],
      ['sv08-057', 'import', 700],
    ]);
  });

  it('reads a quoted product id, variant and price', async () => {
    const { summary, problems } = await importText(
      'quoted-ok.csv',
      'product_id,variant,date,market_price\n"sv08-057","holo","2025-06-01","1,000.5"\n"sv08-057","holo","2025-06-02","20.5"\n',
    );
    expect(problems).toEqual(['line 2: market_price "1,000.5" is not a number']);
    expect(summary).toMatchObject({ inserted: 1, bad: 1 });
    expect(await pricePoints()).toEqual([
      expect.objectContaining({ product_id: 'sv08-057', variant: 'holo', market_cents: 2050 }),
    ]);
  });

  it('reports every kind of bad row with its line number and imports the good ones', async () => {
    const lines = [
      'product_id,date,market_price,psa_10_price,variant,currency', // 1
      'base1-4,2025-06-01,10,,,', // 2 ok
      'xx,2025-06-01,10,,,', // 3
      ',2025-06-01,10,,,', // 4
      'base1-4,,10,,,', // 5
      'base1-4,2025-13-01,10,,,', // 6
      'base1-4,2025-07-02,10,,,', // 7 future
      'base1-4,2025-06-02,abc,,,', // 8
      'base1-4,2025-06-03,-1,,,', // 9
      'base1-4,2025-06-04,,-2,,', // 10
      'base1-4,2025-06-05,,,,', // 11 no price
      'base1-4,2025-06-06,1,,,dollars', // 12
      'base1-4,2025-06-07,1,,"bad/variant",', // 13
      'base1-4,2025-06-08,1', // 14 too few fields
      '', // 15 blank: skipped, not bad
      'base1-4,2025-06-01,11,,,', // 16 duplicate of line 2
      'sv08-057,2025-06-30,5,,,', // 17 ok (today)
      'base1-4,"2025-06-09,1,,,', // 18 unterminated quote
    ];
    const { summary, problems } = await importText('bad.csv', `${lines.join('\n')}\n`);
    expect(problems).toEqual([
      'line 3: unknown product_id "xx"',
      'line 4: product_id is required',
      'line 5: date is required',
      'line 6: date "2025-13-01" is not a valid date (YYYY-MM-DD)',
      'line 7: date "2025-07-02" is in the future',
      'line 8: market_price "abc" is not a number',
      'line 9: market_price "-1" is negative',
      'line 10: psa_10_price "-2" is negative',
      'line 11: no price given (market_price or a graded price)',
      'line 12: currency "dollars" is not a 3-letter currency code',
      'line 13: variant "bad/variant" is not valid (letters, digits, space, . _ -; at most 60)',
      'line 14: 3 fields, but the header has 6',
      'line 16: same product_id, variant, date and source as line 2 (kept the first)',
      'line 18: unterminated quoted field',
    ]);
    expect(summary).toMatchObject({ read: 16, inserted: 2, bad: 14 });
    expect(
      (await pricePoints()).map((row) => [row.product_id, row.date, row.market_cents]),
    ).toEqual([
      ['base1-4', '2025-06-01', 1000],
      ['sv08-057', '2025-06-30', 500],
    ]);
  });

  it('rejects a file whose header lacks a required column, writing nothing', async () => {
    await expect(importText('no-date.csv', 'product_id,market_price\nbase1-4,1\n')).rejects.toThrow(
      'line 1: the header has no "date" column',
    );
    await expect(importText('empty.csv', '')).rejects.toThrow(/empty/);
    expect(await pricePoints()).toEqual([]);
  });

  it('mentions unknown columns once and ignores them', async () => {
    const { summary, problems } = await importText(
      'extra.csv',
      'product_id,date,market_price,note\nbase1-4,2025-06-01,3,"hi, there"\n',
    );
    expect(problems).toEqual(['line 1: unknown column "note" ignored']);
    expect(summary).toMatchObject({ inserted: 1, bad: 0 });
  });
});

describe('importPriceFile in another currency', () => {
  it('stores US cents at the day rate with the quote, and rejects a currency without a rate', async () => {
    await pool.query(`INSERT INTO exchange_rates (rate_date, currency, units_per_usd, source)
      VALUES ('2025-05-30', 'EUR', 0.8, 'test') ON CONFLICT DO NOTHING`);
    const { summary, problems } = await importText(
      'eur.csv',
      'product_id,date,market_price,psa_10_price,currency\nbase1-4,2025-06-01,8,40,EUR\nbase1-58,2025-06-01,1,,GBP\n',
    );
    expect(problems).toEqual([
      'line 3: no GBP rate to USD on or before 2025-06-01 (load exchange rates first)',
    ]);
    expect(summary).toMatchObject({ inserted: 1, bad: 1 });
    const { rows } = await pool.query(
      `SELECT market_cents, psa10_cents, native_market_cents, currency, units_per_usd
       FROM price_points WHERE product_id = 'base1-4'`,
    );
    expect(rows).toEqual([
      {
        market_cents: 1000,
        psa10_cents: 5000,
        native_market_cents: 800,
        currency: 'EUR',
        units_per_usd: 0.8,
      },
    ]);
  });
});

describe('importPriceFile (NDJSON)', () => {
  it('imports objects, numbers or text amounts, and reports bad lines', async () => {
    const lines = [
      '{"product_id":"base1-4","variant":"holo","date":"2025-06-01","market_price":300,"psa_10_price":"4000.5"}',
      '{"product_id":"base1-4","date":"2025-06-01"', // 2 invalid JSON
      '[1,2]', // 3
      '', // 4 blank
      '{"product_id":"nope","date":"2025-06-01","market_price":1}', // 5
      '{"product_id":"sv08-057","date":"2025-06-01","market_price":"abc"}', // 6
      '{"product_id":"sv08-057","date":"2025-06-01","market_price":null,"graded_8_price":12,"source":"PSA-Feed"}',
    ];
    const { summary, problems } = await importText('prices.ndjson', lines.join('\n'), {
      source: 'nightly',
    });
    expect(problems).toEqual([
      expect.stringMatching(/^line 2: invalid JSON/),
      'line 3: not a JSON object',
      'line 5: unknown product_id "nope"',
      'line 6: market_price "abc" is not a number',
    ]);
    expect(summary).toMatchObject({ format: 'ndjson', read: 6, inserted: 2, bad: 4 });
    expect(
      (await pricePoints()).map((row) => [row.product_id, row.source, row.market_cents]),
    ).toEqual([
      ['base1-4', 'nightly', 30000],
      ['sv08-057', 'psa-feed', null],
    ]);
  });

  it('sniffs the format of a file without a known extension', async () => {
    const ndjson = await importText(
      'prices.txt',
      '{"product_id":"base1-4","date":"2025-06-01","market_price":1}\n',
    );
    expect(ndjson.summary).toMatchObject({ format: 'ndjson', inserted: 1 });
    const csv = await importText(
      'prices.dat',
      'product_id,date,market_price\nbase1-4,2025-06-02,2\n',
    );
    expect(csv.summary).toMatchObject({ format: 'csv', inserted: 1 });
  });
});

describe('re-import and latest prices', () => {
  const day = (date: string, cents: string) => `base1-4,holo,${date},${cents}`;
  const file = (rows: string[]) => `product_id,variant,date,market_price\n${rows.join('\n')}\n`;

  it('leaves unchanged rows alone (updated_at stays) and re-stamps changed ones', async () => {
    const rows = [day('2025-06-01', '10'), day('2025-06-02', '11')];
    await importText('a.csv', file(rows));
    const before = await pricePoints();
    const again = await importText('a.csv', file(rows));
    expect(again.summary).toMatchObject({ inserted: 0, updated: 0, unchanged: 2, bad: 0 });
    expect(await pricePoints()).toEqual(before);

    const changed = await importText(
      'b.csv',
      file([day('2025-06-01', '10'), day('2025-06-02', '12')]),
    );
    expect(changed.summary).toMatchObject({ inserted: 0, updated: 1, unchanged: 1 });
    const after = await pricePoints();
    expect(after[0]?.updated_at).toEqual(before[0]?.updated_at);
    expect(after[1]?.updated_at.getTime()).toBeGreaterThan(before[1]?.updated_at.getTime());
    expect(after[1]?.market_cents).toBe(1200);
  });

  it('refreshes product_latest_prices with the latest and previous day', async () => {
    await importText(
      'latest.csv',
      `product_id,variant,date,market_price,psa_10_price\nbase1-4,holo,2025-06-01,10,\nbase1-4,holo,2025-06-03,12.5,99\nbase1-4,holo,2025-06-02,11,\nsv08-057,normal,2025-06-03,4,\n`,
    );
    const latest = async () =>
      (
        await pool.query(
          `SELECT product_id, variant, source, price_date::text AS date, market_cents,
             previous_price_date::text AS previous_date, previous_market_cents, psa10_cents
           FROM product_latest_prices ORDER BY product_id`,
        )
      ).rows;
    expect(await latest()).toEqual([
      {
        product_id: 'base1-4',
        variant: 'holo',
        source: 'import',
        date: '2025-06-03',
        market_cents: 1250,
        previous_date: '2025-06-02',
        previous_market_cents: 1100,
        psa10_cents: 9900,
      },
      expect.objectContaining({ product_id: 'sv08-057', market_cents: 400, previous_date: null }),
    ]);
    const next = await importText(
      'next.csv',
      `product_id,variant,date,market_price\nbase1-4,holo,2025-06-04,13\n`,
    );
    expect(next.summary.latestPricesRefreshed).toBe(1);
    expect((await latest())[0]).toMatchObject({
      date: '2025-06-04',
      market_cents: 1300,
      previous_date: '2025-06-03',
      previous_market_cents: 1250,
    });
  });

  it('commits whole batches: a failing batch stops the run, earlier batches stay', async () => {
    const rows = Array.from({ length: 6 }, (_, i) => day(`2025-06-0${i + 1}`, String(i + 1)));
    await pool.query(`CREATE FUNCTION fail_price() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.price_date = '2025-06-05' THEN RAISE EXCEPTION 'interrupted'; END IF;
      RETURN NEW; END $$`);
    await pool.query(`CREATE TRIGGER fail_price BEFORE INSERT ON price_points
      FOR EACH ROW EXECUTE FUNCTION fail_price()`);
    try {
      await expect(importText('batches.csv', file(rows), { batchSize: 2 })).rejects.toThrow(
        /interrupted/,
      );
    } finally {
      await pool.query('DROP TRIGGER fail_price ON price_points');
      await pool.query('DROP FUNCTION fail_price');
    }
    expect((await pricePoints()).map((row) => row.date)).toEqual([
      '2025-06-01',
      '2025-06-02',
      '2025-06-03',
      '2025-06-04',
    ]);
    const rerun = await importText('batches.csv', file(rows), { batchSize: 2 });
    expect(rerun.summary).toMatchObject({ inserted: 2, unchanged: 4 });
  });
});
