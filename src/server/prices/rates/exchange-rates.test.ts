import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import {
  type PriceApiStandIn,
  startPriceApiStandIn,
} from '../sources/stand-in/price-api-stand-in.ts';
import { findRatesOn } from './exchange-rates.repository.ts';
import { loadExchangeRates, readRatesFile } from './load-exchange-rates.ts';

let pool: pg.Pool;
let drop: () => Promise<void>;
let api: PriceApiStandIn;
let dir: string;
const noWait = async () => {};

beforeAll(async () => {
  const database = await createTestDatabase();
  drop = database.drop;
  pool = new pg.Pool({ connectionString: database.url, max: 2 });
  api = await startPriceApiStandIn();
  dir = await mkdtemp(path.join(os.tmpdir(), 'cardfolio-rates-'));
});
afterAll(async () => {
  await api.close();
  await pool.end();
  await drop();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await pool.query('TRUNCATE exchange_rates');
});

describe('exchange rates', () => {
  it('loads the day rates of the display currencies from the configured source', async () => {
    api.failures.push({ path: '/rates/latest', status: 429, retryAfter: '1' });
    const loaded = await loadExchangeRates(
      pool,
      { EXCHANGE_RATES_URL: api.ratesUrl, EXCHANGE_RATES_FILE: 'unused' },
      { sleep: noWait },
    );
    expect(loaded).toMatchObject({ rates: 3, changed: 3 });
    expect(api.requests.at(-1)).toBe('GET /rates/latest?base=USD&symbols=EUR%2CJPY%2CGBP');
    expect(await findRatesOn(pool, '2026-11-24')).toEqual({
      date: '2026-11-24',
      source: new URL(api.ratesUrl).host,
      units_per_usd: { USD: 1, EUR: 0.94, GBP: 0.78, JPY: 155.2 },
    });
    // Before the rates' day there is no rate yet; later days use the newest one.
    expect((await findRatesOn(pool, '2026-11-23')).units_per_usd).toEqual({ USD: 1 });
    expect((await findRatesOn(pool, '2026-12-01')).units_per_usd.EUR).toBe(0.94);
    const again = await loadExchangeRates(
      pool,
      { EXCHANGE_RATES_URL: api.ratesUrl, EXCHANGE_RATES_FILE: 'unused' },
      { sleep: noWait },
    );
    expect(again.changed).toBe(0);
  });

  it('fails clearly on a source answer it cannot read', async () => {
    api.failures.push({ path: '/rates/latest', status: 200, body: { base: 'EUR', rates: {} } });
    await expect(
      loadExchangeRates(pool, { EXCHANGE_RATES_URL: api.ratesUrl, EXCHANGE_RATES_FILE: 'x' }),
    ).rejects.toThrow(/exchange-rates: unexpected answer/);
  });

  it('reads the shipped rates file, and names the problem in a bad one', async () => {
    const shipped = await readRatesFile('data/exchange-rates.json');
    expect(shipped.map((row) => row.currency).sort()).toEqual(['EUR', 'GBP', 'JPY']);
    const loaded = await loadExchangeRates(pool, {
      EXCHANGE_RATES_FILE: 'data/exchange-rates.json',
    });
    expect(loaded.changed).toBe(3);

    const bad = path.join(dir, 'bad.json');
    await writeFile(bad, JSON.stringify({ date: '2026-13-01', units_per_usd: { EUR: -1 } }));
    await expect(readRatesFile(bad)).rejects.toThrow(/date: .*units_per_usd\.EUR/s);
  });
});
