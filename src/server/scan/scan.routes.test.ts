import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScanResponse } from '#core/scan/scan-result.schema.ts';
import { makePhoto } from '#test-support/synthetic/scan/make-photo.ts';
import { renderSyntheticSealed } from '#test-support/synthetic/scan/render-card.ts';
import { createCatalogTestApp } from '../catalog/test-fixtures/catalog-test-app.ts';
import { scanForm } from '../test/multipart.ts';
import { createShopUser, type TestUser } from '../test/shop-users.ts';
import type { TestApp } from '../test/test-app.ts';
import { addToScanIndex } from './index-store.ts';
import { indexFixtureCards, renderFixtureCards } from './test-support/fixture-cards.ts';

let t: TestApp;
let renders: Map<string, Buffer>;
let member: TestUser;
let free: TestUser;

const render = (id: string) => renders.get(id) as Buffer;

async function scan(user: TestUser, image: Buffer, fields: Record<string, string> = {}) {
  const form = scanForm(image, fields);
  return t.app.inject({
    method: 'POST',
    url: '/api/scan/identify',
    headers: { ...user.headers, 'content-type': form.contentType },
    payload: form.payload,
  });
}

beforeAll(async () => {
  t = await createCatalogTestApp();
  renders = await renderFixtureCards();
  await indexFixtureCards(t.app.pool, renders);
  await t.app.pool.query(
    `INSERT INTO price_points (product_id, variant, price_date, source, market_cents)
     VALUES ('base1-4', 'holo/sub:shadowless', CURRENT_DATE, 'feed', 34567)`,
  );
  member = await createShopUser(t.app, { tier: 1 });
  free = await createShopUser(t.app, { tier: 0 });
});

afterAll(async () => {
  await t?.close();
});

describe('POST /api/scan/identify', () => {
  it('names the card in a tilted, cluttered phone photo, with catalog fields and confidence', async () => {
    const photo = await makePhoto([render('base1-4')], 11, { background: 'clutter', glare: true });
    const response = await scan(free, photo.jpeg);
    expect(response.statusCode).toBe(200);
    const body = response.json<ScanResponse>();
    expect(body.scanType).toBe('cards');
    expect(body.scanMode).toBe('single');
    expect(body.groups).toHaveLength(1);
    const best = body.results[0];
    expect(best?.database).toEqual({
      product_id: 'base1-4',
      product_name: 'Charizard',
      set_name: 'Base Set',
      card_number: '4',
      set_code: 'base1',
      image_url: 'https://assets.tcgdex.net/en/base/base1/4/high.webp',
      language: 'english',
      market_price: 345.67,
      price_variant: 'holo/sub:shadowless',
    });
    expect(best?.identification).toMatchObject({
      id: 'base1-4',
      name: 'Charizard',
      game: 'Pokemon',
    });
    expect(best?.confidence).toBeGreaterThan(0.5);
    expect(body.results.length).toBeLessThanOrEqual(3);
    // The reported corners lie near the card's true corners.
    const corners = body.groups[0]?.corners ?? [];
    corners.forEach(([x, y], i) => {
      const truth = photo.corners[0]?.[i] ?? [0, 0];
      expect(Math.hypot(x - truth[0], y - truth[1])).toBeLessThan(40);
    });
  });

  it('labels a Japanese card with the Japanese game', async () => {
    const photo = await makePhoto([render('ja-SV8-001')], 12, { background: 'plain' });
    const body = (await scan(free, photo.jpeg)).json<ScanResponse>();
    expect(body.results[0]?.identification).toMatchObject({
      id: 'ja-SV8-001',
      game: 'Pokemon Japanese',
    });
  });

  it('tells reprints with identical artwork apart by their printed number and set', async () => {
    for (const [id, seed] of [
      ['sv08-025', 21],
      ['sv03.5-025', 22],
    ] as const) {
      const photo = await makePhoto([render(id)], seed, { background: 'texture', difficulty: 0.6 });
      const body = (await scan(free, photo.jpeg)).json<ScanResponse>();
      const ids = body.results.map((match) => match.database.product_id);
      expect(ids[0]).toBe(id);
      expect(ids).toContain(id === 'sv08-025' ? 'sv03.5-025' : 'sv08-025');
    }
  });

  it('reads the card inside the corners the user placed, not the one it would detect', async () => {
    const ids = ['base1-2', 'sv08-057'];
    const photo = await makePhoto(ids.map(render), 41, { background: 'plain', difficulty: 0.3 });
    for (const [i, id] of ids.entries()) {
      const sent = (photo.corners[i] ?? []).map(([x, y]): [number, number] => [
        Math.round(x),
        Math.round(y),
      ]);
      const response = await scan(free, photo.jpeg, { corners: JSON.stringify(sent) });
      expect(response.statusCode).toBe(200);
      const body = response.json<ScanResponse>();
      expect(body.results[0]?.database.product_id).toBe(id);
      expect(body.groups).toHaveLength(1);
      const corners = body.groups[0]?.corners ?? [];
      expect(corners).toHaveLength(4);
      corners.forEach(([x, y], c) => {
        const [sx, sy] = sent[c] ?? [0, 0];
        expect(Math.hypot(x - sx, y - sy)).toBeLessThan(12);
      });
    }
  });

  it('returns one group per card for a member scanning several cards', async () => {
    const ids = ['base1-10', 'sv03.5-006', 'sv08-057'];
    const photo = await makePhoto(ids.map(render), 31, { background: 'plain', difficulty: 0.5 });
    const response = await scan(member, photo.jpeg, { scanMode: 'multi' });
    expect(response.statusCode).toBe(200);
    const body = response.json<ScanResponse>();
    expect(body.scanMode).toBe('multi');
    const found = body.groups.map((group) => group.matches[0]?.database.product_id).sort();
    expect(found).toEqual([...ids].sort());
  });

  it('refuses multi-card and binder scans to free accounts', async () => {
    const photo = await makePhoto([render('base1-10')], 32);
    for (const scanMode of ['multi', 'binder']) {
      const response = await scan(free, photo.jpeg, { scanMode });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('membership_required');
      expect(response.json().error.message).toMatch(/member/i);
    }
  });

  it('answers 200 with no results when the photo shows no known card', async () => {
    const photo = await sharp({
      create: { width: 800, height: 1000, channels: 3, background: '#3a6ea5' },
    })
      .jpeg()
      .toBuffer();
    const response = await scan(free, photo);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      results: [],
      groups: [],
      tried: ['Looked for a card outline: none found', 'tried the whole photo as one card'],
    });
  });

  it('identifies a sealed product by its barcode, ahead of any picture match', async () => {
    const upc = '820650853371';
    await t.app.pool.query(
      "UPDATE catalog_products SET upc = $1 WHERE id = 'en-sealed-test-sv08-etb'",
      [upc],
    );
    const box = await renderSyntheticSealed({
      productId: 'en-sealed-test-sv08-etb',
      name: 'Surging Sparks ETB',
      upc,
    });
    await addToScanIndex(t.app.pool, [
      {
        productId: 'en-sealed-test-sv08-pack',
        image: await renderSyntheticSealed({ productId: 'pack', name: 'Surging Sparks Pack' }),
      },
    ]);
    const photo = await sharp({
      create: { width: 720, height: 720, channels: 3, background: '#ccc4b0' },
    })
      .composite([{ input: box, left: 120, top: 120 }])
      .jpeg({ quality: 90 })
      .toBuffer();
    const response = await scan(free, photo, { scanType: 'sealed' });
    expect(response.statusCode).toBe(200);
    const body = response.json<ScanResponse>();
    expect(body.scanType).toBe('sealed');
    expect(body.results[0]?.database.product_id).toBe('en-sealed-test-sv08-etb');
    expect(body.results[0]?.product_type).toBe('sealed');
    expect(body.results[0]?.confidence).toBeGreaterThan(0.9);
  });
});
