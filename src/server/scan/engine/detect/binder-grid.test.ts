import { beforeAll, describe, expect, it } from 'vitest';
import { makeBinderPhoto } from '#test-support/synthetic/scan/binder-page.ts';
import {
  renderSyntheticCard,
  type SyntheticCard,
} from '#test-support/synthetic/scan/render-card.ts';
import type { CardCandidate } from '../../../vision/detect/detect-cards.ts';
import { findSeveralCardQuads } from '../../../vision/detect/detect-cards.ts';
import { pointInQuad, quadCentre } from '../../../vision/detect/detect-geometry.ts';
import { decodeToRgb } from '../../../vision/image/decode-image.ts';
import type { Quad } from '../../../vision/image/homography.ts';
import { loadOpenCv, type OpenCv } from '../../../vision/image/opencv.ts';
import { identifyPhoto } from '../identify.ts';
import { buildIndexSnapshot, type IndexSnapshot } from '../search/index-snapshot.ts';
import { computeReferenceBlob } from '../search/reference-features.ts';
import { findPocketGrid, leavesCardsOutside, type PocketGrid } from './binder-grid.ts';

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

/** An upright rectangle as a quad. */
const box = (x: number, y: number, w: number, h: number): Quad => [
  [x, y],
  [x + w, y],
  [x + w, y + h],
  [x, y + h],
];
/** A grid of three by three pockets of this size from (x, y), seams of 10 pixels. */
function gridOf(x: number, y: number, w: number, h: number): PocketGrid {
  const pockets = [0, 1, 2].flatMap((row) =>
    [0, 1, 2].map((column) => box(x + column * (w + 10), y + row * (h + 10), w, h)),
  );
  return { outline: box(x, y, 3 * w + 20, 3 * h + 20), pockets, support: 0.9 };
}
/** A page's nine cards of 250 x 350 pixels (and their inner borders), as the detector finds them. */
const PAGE_CARDS: CardCandidate[] = gridOf(100, 100, 250, 350).pockets.flatMap((quad) => {
  const [x, y] = quad[0];
  return [
    { quad: box(x + 3, y + 3, 244, 344), score: 1 },
    { quad: box(x + 15, y + 15, 220, 320), score: 0.5 },
  ];
});

describe('a pocket grid against the detected cards', () => {
  it('keeps the grid that holds every card of the page', () => {
    expect(leavesCardsOutside(gridOf(100, 100, 250, 350), PAGE_CARDS)).toBe(false);
  });

  it('keeps the grid with one loose card beside the page', () => {
    const loose = [{ quad: box(1000, 200, 244, 344), score: 1 }];
    expect(leavesCardsOutside(gridOf(100, 100, 250, 350), [...PAGE_CARDS, ...loose])).toBe(false);
  });

  it('rejects a grid fitted across the cards, pockets half a card high, a row of cards outside it', () => {
    // Rows of pockets from the middle of the first row of cards: seams on the cards' text boxes.
    expect(leavesCardsOutside(gridOf(100, 280, 250, 175), PAGE_CARDS)).toBe(true);
  });
});
