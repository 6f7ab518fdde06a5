import { beforeAll, describe, expect, it } from 'vitest';
import { makeBinderPhoto } from '#test-support/synthetic/scan/binder-page.ts';
import {
  renderSyntheticCard,
  type SyntheticCard,
} from '#test-support/synthetic/scan/render-card.ts';
import { findPocketGrid } from './binder-grid.ts';
import { decodeToRgb } from './decode-image.ts';
import { findSeveralCardQuads } from './detect-cards.ts';
import { pointInQuad, quadCentre } from './detect-geometry.ts';
import type { Quad } from './homography.ts';
import { identifyPhoto } from './identify.ts';
import { buildIndexSnapshot, type IndexSnapshot } from './index-snapshot.ts';
import { loadOpenCv, type OpenCv } from './opencv.ts';
import { computeReferenceBlob } from './reference-features.ts';

const NAMES = ['Bulbasaur', 'Vulpix', 'Poliwag', 'Abra', 'Geodude', 'Gastly', 'Onix', 'Eevee'];
const ERAS = ['classic', 'modern', 'scarlet', 'japanese'] as const;
const CARDS: SyntheticCard[] = NAMES.map((name, i) => ({
  productId: `page-${i + 1}`,
  name,
  number: String(11 + i * 7),
  total: 102,
  setCode: 'PG',
  era: ERAS[i % ERAS.length],
}));
/**
 * Seven of the cards on a page of nine pockets (two empty): a seed whose page the detector
 * alone (decision 019's path, still the one for multi-card photos) left without a first sure
 * card, so nothing was found.
 */
const PAGE = CARDS.slice(0, 7);
const PAGE_SEED = 5;
const DECODE_BOX = { maxWidth: 1600, maxHeight: 1600 };

let cv: OpenCv;
let snapshot: IndexSnapshot;
let photo: Awaited<ReturnType<typeof makeBinderPhoto>>;

beforeAll(async () => {
  cv = await loadOpenCv();
  const renders = new Map<string, Buffer>();
  const rows = [];
  for (const card of CARDS) {
    const png = await renderSyntheticCard(card);
    renders.set(card.productId, png);
    rows.push({ ...card, productType: 'card', features: await computeReferenceBlob(png, 'card') });
  }
  snapshot = buildIndexSnapshot(1, rows);
  photo = await makeBinderPhoto(
    PAGE.map((card) => renders.get(card.productId) as Buffer),
    PAGE_SEED,
  );
});

describe('binder page pocket grid', () => {
  it('finds the nine pockets of a page from its seams, each card in its own pocket', async () => {
    const image = await decodeToRgb(photo.jpeg, DECODE_BOX);
    const grid = findPocketGrid(cv, image, findSeveralCardQuads(cv, image));
    expect(grid?.pockets).toHaveLength(9);
    const pockets = grid?.pockets as Quad[];
    for (const [i, corners] of photo.corners.entries()) {
      const pocket = pockets[photo.pockets[i] as number] as Quad;
      expect(pointInQuad(quadCentre(corners), pocket)).toBe(true);
    }
  });

  it('finds no grid on a photo of one card', async () => {
    const { makePhoto } = await import('#test-support/synthetic/scan/make-photo.ts');
    const single = await makePhoto([await renderSyntheticCard(CARDS[7] as SyntheticCard)], 7);
    const image = await decodeToRgb(single.jpeg, DECODE_BOX);
    expect(findPocketGrid(cv, image, findSeveralCardQuads(cv, image))).toBeNull();
  });

  it('names every card of the page and reports nothing on its empty pockets', async () => {
    const result = await identifyPhoto(cv, snapshot, {
      image: new Uint8Array(photo.jpeg),
      scanType: 'cards',
      scanMode: 'binder',
    });
    expect(result.groups).toHaveLength(PAGE.length);
    for (const [i, corners] of photo.corners.entries()) {
      const group = result.groups.find(
        (candidate) => candidate.corners && pointInQuad(quadCentre(candidate.corners), corners),
      );
      expect(group?.matches[0]?.productId).toBe(PAGE[i]?.productId);
    }
  });
});
