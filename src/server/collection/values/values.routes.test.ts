import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app.ts';
import type { TestUser } from '../../test/users.ts';
import { addItem, call, createTwoCollectors } from '../collection-test-kit.ts';

let t: TestApp;
let ash: TestUser;
let misty: TestUser;
const ids: Record<string, number> = {};

beforeAll(async () => {
  ({ t, ash, misty } = await createTwoCollectors([
    { productId: 'base1-4', date: '2025-01-01', market: 30_000 },
    { productId: 'base1-4', date: '2025-01-02', market: 31_299 },
    { productId: 'base1-4', variant: 'holo', date: '2025-01-01', market: 45_000 },
    { productId: 'base1-4', variant: 'holo', date: '2025-01-02', market: 50_000 },
    { productId: 'sv08-057', variant: 'holo', date: '2025-01-02', market: 700 },
    { productId: 'base1-10', date: '2025-01-01', market: 9_000, psa10: 90_000, graded9: 38_000 },
    { productId: 'base1-10', date: '2025-01-02', market: 10_000, psa10: 100_000, graded9: 40_000 },
    { productId: 'base1-58', date: '2025-01-02', market: 500 },
  ]));
  const add = async (key: string, input: Parameters<typeof addItem>[2]) => {
    ids[key] = (await addItem(t, ash, input)).id;
  };
  await add('normal', { product_id: 'base1-4', quantity: 2 });
  await add('holo', { product_id: 'base1-4', variant: 'holo' });
  await add('unpricedVariant', { product_id: 'base1-4', variant: 'reverse holo', quantity: 3 });
  await add('onlyOtherVariant', { product_id: 'sv08-057' });
  await add('unpriced', { product_id: 'base1-2' });
  await add('psa10', {
    product_id: 'base1-10',
    graded: true,
    grading_company: 'PSA',
    grade_score: 10,
    quantity: 2,
  });
  await add('psa85', {
    product_id: 'base1-10',
    graded: true,
    grading_company: 'PSA',
    grade_score: 8.5,
  });
  await add('gradedNoLadder', {
    product_id: 'base1-58',
    graded: true,
    grading_company: 'CGC',
    grade_score: 10,
  });
  await add('lowGrade', {
    product_id: 'base1-10',
    graded: true,
    grading_company: 'PSA',
    grade_score: 5,
  });
  await add('wishlist', { product_id: 'base1-58', wishlist: true, quantity: 4 });
});
afterAll(async () => t.close());

describe('GET /api/iOSTCGProductValues/collection-values', () => {
  it('values every item: unit value x quantity, change since the previous price', async () => {
    const res = await call(t, ash, 'GET', '/api/iOSTCGProductValues/collection-values');
    expect(res.status).toBe(200);
    const value = (key: string) => res.body[String(ids[key])];
    expect(value('normal')).toEqual({
      current_value: 625.98,
      previous_value: 600,
      daily_change: 25.98,
      unit_value: 312.99,
      price_date: '2025-01-02',
      price_source: 'test-feed',
      price_basis: 'printing',
      price_variant: 'normal',
    });
    expect(value('holo')).toMatchObject({
      current_value: 500,
      previous_value: 450,
      daily_change: 50,
    });
    // No 'reverse holo' prices: the 'normal' printing's, marked as borrowed.
    expect(value('unpricedVariant')).toMatchObject({
      unit_value: 312.99,
      current_value: 938.97,
      price_basis: 'type_fallback',
      price_variant: 'normal',
    });
    // Only a 'holo' price exists: any printing of the product.
    expect(value('onlyOtherVariant')).toMatchObject({
      unit_value: 7,
      previous_value: null,
      daily_change: null,
    });
    expect(value('unpriced')).toEqual({
      current_value: null,
      previous_value: null,
      daily_change: null,
      unit_value: null,
      price_date: null,
      price_source: null,
      price_basis: null,
      price_variant: null,
    });
    expect(Object.keys(res.body)).toHaveLength(Object.keys(ids).length);
  });

  it('values graded items from the graded ladder, falling back to the market price', async () => {
    const res = await call(t, ash, 'GET', '/api/iOSTCGProductValues/collection-values');
    const value = (key: string) => res.body[String(ids[key])];
    expect(value('psa10')).toMatchObject({
      unit_value: 1000,
      current_value: 2000,
      previous_value: 1800,
      daily_change: 200,
    });
    // 8.5 with only grade 9 known: 0.85 x 400; the day before 0.85 x 380.
    expect(value('psa85')).toMatchObject({
      unit_value: 340,
      previous_value: 323,
      daily_change: 17,
    });
    expect(value('gradedNoLadder')).toMatchObject({ unit_value: 5, current_value: 5 });
    expect(value('lowGrade')).toMatchObject({ unit_value: 100, previous_value: 90 });
  });

  it('includes wishlist items (clients leave them out of totals)', async () => {
    const res = await call(t, ash, 'GET', '/api/iOSTCGProductValues/collection-values');
    expect(res.body[String(ids.wishlist)]).toMatchObject({ current_value: 20, unit_value: 5 });
  });

  it('shows another user nothing of mine', async () => {
    const res = await call(t, misty, 'GET', '/api/iOSTCGProductValues/collection-values');
    expect(res.body).toEqual({});
  });
});

describe('GET /api/iOSTCGProductValues/specific-values', () => {
  it('returns the values of my ids only, in request order', async () => {
    const theirs = await addItem(t, misty, { product_id: 'base1-4' });
    const res = await call(
      t,
      ash,
      'GET',
      `/api/iOSTCGProductValues/specific-values?userProductIds=${ids.holo},${theirs.id},999999,${ids.normal}`,
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: ids.holo,
        current_value: 500,
        value: 500,
        previous_value: 450,
        daily_change: 50,
        price_basis: 'printing',
        price_variant: 'holo',
      },
      {
        id: ids.normal,
        current_value: 625.98,
        value: 625.98,
        previous_value: 600,
        daily_change: 25.98,
        price_basis: 'printing',
        price_variant: 'normal',
      },
    ]);
  });

  it.each(['abc', '1,x', '-4', '1.5'])('refuses the id list %j with 400', async (list) => {
    const res = await call(
      t,
      ash,
      'GET',
      `/api/iOSTCGProductValues/specific-values?userProductIds=${list}`,
    );
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain('userProductIds');
  });
});

describe('GET /api/iOSTCGProductValues/graded-values', () => {
  it('returns graded price records in dollars for known api ids, signed out too', async () => {
    const res = await call(
      t,
      null,
      'GET',
      '/api/iOSTCGProductValues/graded-values?apiIds=base1-10,nope,base1-4',
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        api_id: 'base1-10',
        market_price: 100,
        psa_10_price: 1000,
        cgc_10_price: null,
        sgc_10_price: null,
        bgs_10_price: null,
        graded_9_price: 400,
        graded_8_price: null,
        graded_7_price: null,
      },
      expect.objectContaining({ api_id: 'base1-4', market_price: 312.99 }),
    ]);
  });

  it('refuses more than 200 ids', async () => {
    const list = Array.from({ length: 201 }, (_, i) => `id-${i}`).join(',');
    const res = await call(t, null, 'GET', `/api/iOSTCGProductValues/graded-values?apiIds=${list}`);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain('apiIds');
  });
});
