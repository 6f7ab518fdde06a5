import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EstimateResponse, SavedResult } from '#core/grading/grading.schema.ts';
import {
  emptyTablePhoto,
  offsetCardPhoto,
} from '#test-support/synthetic/grading/grading-photos.ts';
import { createCatalogTestApp } from '../catalog/test-fixtures/catalog-test-app.ts';
import { addItem, call, insertPrices } from '../collection/collection-test-kit.ts';
import { type MultipartFile, multipartBody } from '../test/multipart.ts';
import { csrfHeaders, type TestApp } from '../test/test-app.ts';
import { createTestUser, type TestUser } from '../test/users.ts';

let t: TestApp;
let member: TestUser;
let other: TestUser;
let free: TestUser;
let front: Buffer;
let back: Buffer;

const jpeg = (field: string, data: Buffer): MultipartFile => ({
  field,
  filename: `${field}.jpg`,
  contentType: 'image/jpeg',
  data,
});

async function estimate(user: TestUser | null, files: MultipartFile[], fields = {}) {
  const form = multipartBody(fields, files);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/grading/estimate',
    headers: { ...(user?.headers ?? csrfHeaders()), 'content-type': form.contentType },
    payload: form.payload,
  });
  return { status: res.statusCode, body: res.json() };
}

beforeAll(async () => {
  t = await createCatalogTestApp();
  member = await createTestUser(t.app, { tier: 1 });
  other = await createTestUser(t.app, { tier: 2 });
  free = await createTestUser(t.app, { tier: 0 });
  front = (await offsetCardPhoto({ left: 57, top: 52, seed: 21 }, 21)).jpeg;
  back = (await offsetCardPhoto({ left: 50, top: 64, style: 'back', seed: 22 }, 22)).jpeg;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('POST /api/grading/estimate', () => {
  it('measures both faces and maps them to ceilings', async () => {
    const res = await estimate(member, [jpeg('front', front), jpeg('back', back)]);
    expect(res.status).toBe(200);
    const body = res.body as EstimateResponse;
    expect(body.front.problems).toEqual([]);
    expect(Math.abs((body.front.centering?.leftRight[0] ?? 0) - 57)).toBeLessThanOrEqual(1);
    expect(Math.abs((body.back?.centering?.topBottom[0] ?? 0) - 64)).toBeLessThanOrEqual(1);
    // Front 57/43 allows PSA 9; the back (64/36) is within PSA's 75/25 for a 10.
    expect(body.ceilings?.PSA).toBe(9);
    // BGS wants 60/40 or better on the back for a 9.
    expect(body.ceilings?.BGS).toBe(8);
    expect(body.label).toBe('AI estimate, not a grade');
  }, 60_000);

  it('answers a photo without a card with the reason, not a guess', async () => {
    const res = await estimate(member, [jpeg('front', await emptyTablePhoto())]);
    expect(res.status).toBe(200);
    expect(res.body.front.found).toBe(false);
    expect(res.body.front.problems[0].code).toBe('no_card');
    expect(res.body.ceilings).toBeNull();
  }, 30_000);

  it('is for verified members only', async () => {
    const res = await estimate(free, [jpeg('front', front)]);
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('membership_required');
    const unverified = await createTestUser(t.app, { tier: 1, verified: false });
    expect((await estimate(unverified, [jpeg('front', front)])).status).toBe(403);
    expect((await estimate(null, [jpeg('front', front)])).status).toBe(401);
  });

  it.each([
    ['no front photo', [], {}, 'front'],
    ['a file that is no image', [jpeg('front', Buffer.from('hello'))], {}, 'front'],
    ['an unknown file field', [jpeg('side', Buffer.from('x'))], {}, 'side'],
    ['corners that are not a quad', 'front', { frontCorners: '[[1,2]]' }, 'frontCorners'],
    ['back corners without a back photo', 'front', { backCorners: '[[1,2]]' }, 'backCorners'],
  ] as const)('answers 400 for %s', async (_name, files, fields, field) => {
    const parts = files === 'front' ? [jpeg('front', front)] : [...files];
    const res = await estimate(member, parts, fields);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain(field);
  });

  it('refuses a photo longer than 4000 px', async () => {
    const sharp = (await import('sharp')).default;
    const big = await sharp({
      create: { width: 4200, height: 300, channels: 3, background: '#000' },
    })
      .jpeg()
      .toBuffer();
    const res = await estimate(member, [jpeg('front', big)]);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain('4000');
  });

  it('answers 400, not 500, to a form cut off in the middle', async () => {
    const form = multipartBody({}, [jpeg('front', front)]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/grading/estimate',
      headers: { ...member.headers, 'content-type': form.contentType },
      payload: form.payload.subarray(0, 200),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('the multipart form is malformed');
  });
});

describe('POST /api/grading/roi', () => {
  it('gives expected value, fee and net against raw per company', async () => {
    await insertPrices(t, [
      {
        productId: 'base1-4',
        date: '2025-05-01',
        market: 5000,
        psa10: 100_000,
        graded9: 30_000,
        graded8: 15_000,
      },
    ]);
    const grades = [
      { grade: 10, probability: 0.5 },
      { grade: 9, probability: 0.5 },
    ];
    const res = await call(t, member, 'POST', '/api/grading/roi', { productId: 'base1-4', grades });
    expect(res.status).toBe(200);
    expect(res.body.rawCents).toBe(5000);
    // Named by the card's own default printing: Base Set Charizard has no 'normal' one.
    expect(res.body.variant).toBe('holo/sub:unlimited');
    const psa = res.body.companies.find((c: { company: string }) => c.company === 'PSA');
    expect(psa).toMatchObject({ expectedCents: 65_000, level: 'Regular', feeCents: 7999 });
    expect(psa.netCents).toBe(65_000 - 7999 - 2000);
    expect(psa.gainCents).toBe(65_000 - 7999 - 2000 - 5000);
    // TAG has no own 10 price: 0.9 x PSA's (the only one known).
    const tag = res.body.companies.find((c: { company: string }) => c.company === 'TAG');
    expect(tag.expectedCents).toBe(0.5 * 90_000 + 0.5 * 30_000);
  });

  it('caps the odds at a centering ceiling', async () => {
    const res = await call(t, member, 'POST', '/api/grading/roi', {
      productId: 'base1-4',
      grades: [{ grade: 10, probability: 1 }],
      ceilings: { PSA: 9 },
    });
    const psa = res.body.companies.find((c: { company: string }) => c.company === 'PSA');
    expect(psa.expectedCents).toBe(30_000);
  });

  it('answers 400 for odds that do not add up and 404 for an unknown product', async () => {
    const bad = await call(t, member, 'POST', '/api/grading/roi', {
      productId: 'base1-4',
      grades: [{ grade: 10, probability: 0.7 }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('add up to 1');
    const missing = await call(t, member, 'POST', '/api/grading/roi', { productId: 'nope-1' });
    expect(missing.status).toBe(404);
    expect((await call(t, free, 'POST', '/api/grading/roi', { productId: 'base1-4' })).status).toBe(
      403,
    );
  });
});

describe('saved results', () => {
  let saved: SavedResult;

  it('saves an estimate to an own collection item, recomputing the centering', async () => {
    const measured = (await estimate(member, [jpeg('front', front)])).body as EstimateResponse;
    const item = await addItem(t, member, { product_id: 'base1-4' });
    const lines = measured.front.lines as NonNullable<typeof measured.front.lines>;
    // The user dragged the left inner line 6 px outwards.
    const moved = { ...lines, inner: { ...lines.inner, left: lines.inner.left - 6 } };
    const res = await call(t, member, 'POST', '/api/grading/results', {
      userProductId: item.id,
      front: { lines: moved, subscores: measured.front.subscores, image: measured.front.image },
    });
    expect(res.status).toBe(201);
    saved = res.body;
    expect(saved.front.centering.leftRight[0]).toBeLessThan(
      measured.front.centering?.leftRight[0] ?? 0,
    );
    expect(saved.front.image).toMatch(/^data:image\/jpeg;base64,/);
    expect(saved.productId).toBe('base1-4');
  }, 60_000);

  it('lists and shows only the owner its results', async () => {
    const list = await call(t, member, 'GET', '/api/grading/results');
    expect(list.body.results.map((r: SavedResult) => r.id)).toEqual([saved.id]);
    expect(list.body.results[0].front.image).toBeNull();
    expect((await call(t, other, 'GET', '/api/grading/results')).body.results).toEqual([]);
    expect((await call(t, other, 'GET', `/api/grading/results/${saved.id}`)).status).toBe(404);
    expect((await call(t, other, 'DELETE', `/api/grading/results/${saved.id}`)).status).toBe(404);
  });

  it("refuses someone else's collection item and bad lines", async () => {
    const theirs = await addItem(t, other, { product_id: 'base1-2' });
    const face = {
      lines: saved.front.lines,
      subscores: saved.front.subscores,
      image: 'data:image/jpeg;base64,AAAA',
    };
    const res = await call(t, member, 'POST', '/api/grading/results', {
      userProductId: theirs.id,
      front: face,
    });
    expect(res.status).toBe(404);
    const crossed = { ...saved.front.lines, inner: { ...saved.front.lines.inner, left: 0 } };
    const mine = await addItem(t, member, { product_id: 'base1-2' });
    const bad = await call(t, member, 'POST', '/api/grading/results', {
      userProductId: mine.id,
      front: { ...face, lines: crossed },
    });
    expect(bad.status).toBe(400);
  });

  it('deletes a result with its photos', async () => {
    const res = await call(t, member, 'DELETE', `/api/grading/results/${saved.id}`);
    expect(res.status).toBe(204);
    const { rows } = await t.app.pool.query('SELECT count(*)::int AS n FROM grading_results');
    expect(rows[0].n).toBe(0);
    expect((await call(t, member, 'GET', `/api/grading/results/${saved.id}`)).status).toBe(404);
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
    for (const path of [
      '/api/grading/estimate',
      '/api/grading/roi',
      '/api/grading/results',
      '/api/grading/results/{id}',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
  });
});
