import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogTestApp } from '../catalog/test-fixtures/catalog-test-app.ts';
import { createShopUser } from '../test/shop-users.ts';
import type { TestApp } from '../test/test-app.ts';
import { fuzzApp } from './fuzz/run-fuzz.ts';

// Issue 14: malformed requests generated from /api/docs, signed out and in, never give a 5xx.
// A bounded run here; `npm run bench:fuzz` sends 10,000.
let t: TestApp;

beforeAll(async () => {
  t = await createCatalogTestApp({
    overrides: { ORDER_SWEEP_SECONDS: '0', ORDER_RATE_LIMIT_PER_MINUTE: '100000' },
  });
});
afterAll(async () => {
  await t.close();
});

describe('the API under malformed requests', () => {
  it('answers every generated request below 500', { timeout: 240_000 }, async () => {
    const seed = Number(process.env.FUZZ_SEED ?? 14);
    const result = await fuzzApp(t.app, { perOperation: 2, seed });
    process.stdout.write(`fuzz: ${JSON.stringify(result.byStatus)}\n`);
    expect(result.operations).toBeGreaterThan(80);
    expect(result.requests).toBeGreaterThan(600);
    // Most requests must be rejected by validation: the generator really sends bad input.
    expect(result.byStatus[400] ?? 0).toBeGreaterThan(result.requests / 5);
    expect(result.failures).toEqual([]);
  });
});

describe('values PostgreSQL cannot store', () => {
  it('a NUL character in a profile field is a 400, not a 500', async () => {
    const user = await createShopUser(t.app);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile/',
      headers: user.headers,
      payload: { display_name: 'Ash\u0000' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });
});
