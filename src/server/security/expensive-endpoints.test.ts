import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FDI_HEADERS } from '../auth/test/auth-test-client.ts';
import { createCatalogTestApp } from '../catalog/test-fixtures/catalog-test-app.ts';
import type { TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createCatalogTestApp({
    overrides: { EXPENSIVE_RATE_LIMIT_PER_MINUTE: '3', AUTH_RATE_LIMIT_PER_IP: '3' },
  });
});
afterAll(async () => t.close());

const get = (url: string, ip: string) =>
  t.app.inject({ url, remoteAddress: ip, headers: FDI_HEADERS });

describe('budgets on expensive public endpoints', () => {
  it('limits sync builds with arbitrary since values per client', async () => {
    const since = (ms: number) =>
      `/api/iOSSyncService/products/changes?since=1970-01-01T00:00:00.00${ms}Z`;
    for (let i = 1; i <= 3; i += 1) {
      expect((await get(since(i), '10.1.0.1')).statusCode).toBe(200);
    }
    const blocked = await get(since(4), '10.1.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('RATE_LIMITED');
    expect((await get(since(5), '10.1.0.2')).statusCode).toBe(200);
  });

  it('answers repeated two-letter searches from a cache and budgets new ones', async () => {
    for (let i = 0; i < 8; i += 1) {
      expect((await get('/api/cards/search?q=pi', '10.2.0.1')).statusCode).toBe(200);
    }
    expect((await get('/api/cards/search?q=ch', '10.2.0.1')).statusCode).toBe(200);
    expect((await get('/api/cards/search?q=sa', '10.2.0.1')).statusCode).toBe(200);
    expect((await get('/api/cards/search?q=bu', '10.2.0.1')).statusCode).toBe(429);
    const cached = await get('/api/cards/search?q=pi', '10.2.0.1');
    expect(cached.statusCode).toBe(200);
    expect(cached.json().total).toBeGreaterThan(0);
  });

  it('leaves ordinary searches alone', async () => {
    for (let i = 0; i < 8; i += 1) {
      expect(
        (await get(`/api/cards/search?q=pikachu${'%20'.repeat(i)}`, '10.3.0.1')).statusCode,
      ).toBe(200);
    }
  });

  it('limits e-mail-exists probes per client', async () => {
    const probe = (n: number) =>
      get(`/api/auth/emailpassword/email/exists?email=u${n}@x.test`, '10.4.0.1');
    for (let i = 0; i < 3; i += 1) {
      expect((await probe(i)).json().status).toBe('OK');
    }
    expect((await probe(9)).json().status).toBe('GENERAL_ERROR');
  });
});

describe('big sync pages with arbitrary since values', () => {
  let big: TestApp;
  beforeAll(async () => {
    big = await createCatalogTestApp({ overrides: { EXPENSIVE_RATE_LIMIT_PER_MINUTE: '3' } });
    // Over 1,000 products, so a full page is cut from the shared feed (decision 021).
    await big.app.pool.query(
      `INSERT INTO catalog_products
       SELECT (jsonb_populate_record(p, jsonb_build_object('id', 'bulk-' || g, 'tcgdex_id', null))).*
       FROM catalog_products p, generate_series(1, 1200) g WHERE p.id = 'base1-4'`,
    );
  });
  afterAll(async () => big.close());

  it('answers them all from one feed; each new slice over 1,000 rows is charged', async () => {
    const sizes = new Set<number>();
    const page = (ms: number) =>
      big.app.inject({
        url: `/api/iOSSyncService/products/changes?since=1970-01-01T00:00:00.00${ms}Z`,
        remoteAddress: '10.2.1.1',
      });
    for (let ms = 1; ms <= 3; ms++) {
      const res = await page(ms);
      expect(res.statusCode).toBe(200);
      expect(res.json().count).toBe(1216);
      sizes.add(res.rawPayload.length);
    }
    expect(sizes.size).toBe(1);
    // Under 1 MB a slice is not kept, so each one is cut for its request and costs like one.
    expect((await page(4)).statusCode).toBe(429);
  });
});
