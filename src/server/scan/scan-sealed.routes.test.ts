import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScanResponse } from '#core/scan/scan-result.schema.ts';
import { makeSealedPhoto } from '#test-support/synthetic/scan/sealed-photo.ts';
import {
  renderSealedFace,
  renderSealedReference,
  type SyntheticSealedProduct,
} from '#test-support/synthetic/scan/sealed-render.ts';
import { createCatalogTestApp } from '../catalog/test-fixtures/catalog-test-app.ts';
import { postScan } from '../test/multipart.ts';
import { createShopUser, type TestUser } from '../test/shop-users.ts';
import type { TestApp } from '../test/test-app.ts';
import { SEALED_DESCRIPTOR_VERSION } from './engine/sealed/sealed-features.ts';
import { DESCRIPTOR_VERSION } from './engine/search/features.ts';
import { addToScanIndex, bumpScanIndexVersion } from './index-store.ts';
import { indexFixtureCards, renderFixtureCards } from './test-support/fixture-cards.ts';

/** The fixture catalog's sealed products: a square-ish ETB, a tall pack, a wide booster box. */
const PRODUCTS: SyntheticSealedProduct[] = [
  {
    productId: 'en-sealed-test-sv08-etb',
    name: 'Surging Sparks Elite Trainer Box',
    setId: 'sv08',
    sealedType: 'elite-trainer-box',
  },
  {
    productId: 'en-sealed-test-sv08-pack',
    name: 'Surging Sparks Booster Pack',
    setId: 'sv08',
    sealedType: 'booster-pack',
  },
  {
    productId: 'en-sealed-test-base1-box',
    name: 'Base Set Booster Box',
    setId: 'base1',
    sealedType: 'booster-box',
  },
];

let t: TestApp;
let user: TestUser;

const scanSealed = (image: Buffer) => postScan(t.app, user.headers, image, { scanType: 'sealed' });

beforeAll(async () => {
  // Identification, not the time limit, is under test (a loaded CI machine is slow).
  t = await createCatalogTestApp({ overrides: { SCAN_TIMEOUT_MS: 60_000 } });
  // Cards share the index: a sealed scan must still only name sealed products.
  await indexFixtureCards(t.app.pool, await renderFixtureCards());
  const summary = await addToScanIndex(
    t.app.pool,
    await Promise.all(
      PRODUCTS.map(async (product) => ({
        productId: product.productId,
        image: await renderSealedReference(product),
      })),
    ),
  );
  expect(summary).toMatchObject({ added: PRODUCTS.length, failed: [] });
  user = await createShopUser(t.app, { tier: 0 });
});

afterAll(async () => {
  await t?.close();
});

describe('POST /api/scan/identify, scanType sealed, no barcode in sight', () => {
  it.each(PRODUCTS.map((product, i) => [product.sealedType, product, 70 + i] as const))(
    'names a tilted, shrink-wrapped %s from its picture, with its outline',
    async (_, product, seed) => {
      const photo = await makeSealedPhoto(await renderSealedFace(product), seed, {
        background: 'clutter',
        wrapGlare: true,
      });
      const response = await scanSealed(photo.jpeg);
      expect(response.statusCode).toBe(200);
      const body = response.json<ScanResponse>();
      expect(body.scanType).toBe('sealed');
      expect(body.groups).toHaveLength(1);
      const best = body.results[0];
      expect(best?.database.product_id).toBe(product.productId);
      expect(best?.product_type).toBe('sealed');
      expect(best?.database.product_name).toBe(product.name);
      expect(body.results.every((match) => match.product_type === 'sealed')).toBe(true);
      // The outline the modal draws lies on the product's face.
      const corners = body.groups[0]?.corners ?? [];
      expect(corners).toHaveLength(4);
      const size = Math.hypot(photo.width, photo.height);
      corners.forEach(([x, y], i) => {
        const [tx, ty] = photo.corners[i] ?? [0, 0];
        expect(Math.hypot(x - tx, y - ty) / size).toBeLessThan(0.04);
      });
    },
  );

  it('ignores sealed entries of an older sealed descriptor until the index builder recomputes them', async () => {
    const product = PRODUCTS[0] as SyntheticSealedProduct;
    const photo = await makeSealedPhoto(await renderSealedFace(product), 80, {
      background: 'plain',
    });
    await t.app.pool.query(
      "UPDATE scan_index_entries SET descriptor_version = 2 WHERE product_type = 'sealed'",
    );
    await bumpScanIndexVersion(t.app.pool);
    expect((await scanSealed(photo.jpeg)).json()).toMatchObject({ results: [] });
    const again = await addToScanIndex(
      t.app.pool,
      await Promise.all(
        PRODUCTS.map(async (p) => ({
          productId: p.productId,
          image: await renderSealedReference(p),
        })),
      ),
    );
    // Only the stale sealed entries are recomputed; the cards keep theirs.
    expect(again).toMatchObject({ added: PRODUCTS.length, skipped: 0 });
    const { rows } = await t.app.pool.query<{ product_type: string; descriptor_version: number }>(
      'SELECT DISTINCT product_type, descriptor_version FROM scan_index_entries ORDER BY 1',
    );
    expect(rows).toEqual([
      { product_type: 'card', descriptor_version: DESCRIPTOR_VERSION },
      { product_type: 'sealed', descriptor_version: SEALED_DESCRIPTOR_VERSION },
    ]);
    const body = (await scanSealed(photo.jpeg)).json<ScanResponse>();
    expect(body.results[0]?.database.product_id).toBe(product.productId);
  });

  it('answers 200 with no results when the photo shows no product', async () => {
    const photo = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: '#6b5a48' },
    })
      .jpeg()
      .toBuffer();
    const response = await scanSealed(photo);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ results: [], groups: [] });
  });
});
