import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBinderPhoto } from '#test-support/synthetic/scan/binder-page.ts';
import {
  renderSyntheticCard,
  type SyntheticCard,
} from '#test-support/synthetic/scan/render-card.ts';
import { decodeToRgb } from '../../../vision/image/decode-image.ts';
import type { Quad } from '../../../vision/image/homography.ts';
import { loadOpenCv, type OpenCv } from '../../../vision/image/opencv.ts';
import type { RgbImage } from '../../../vision/image/rgb-image.ts';
import { DECODE_BOX } from '../identify.ts';
import { createSeveralReader } from '../multi/several-reader.ts';
import { createNumberReader } from '../read/read-number.ts';
import { quadWithin } from './align-templates.ts';
import { buildIndexSnapshot, type IndexSnapshot } from './index-snapshot.ts';
import { computeReferenceBlob } from './reference-features.ts';

/**
 * Reprints: one artwork and name, told apart only by the number strip (number, total, set
 * code), as a binder page of one collector's copies would show them.
 */
const REPRINTS: SyntheticCard[] = ['32', '30', '23', '82', '38', '28'].map((number, i) => ({
  productId: `reprint-${number}`,
  name: 'Umbreon',
  number,
  total: i < 3 ? 144 : 132,
  setCode: i < 3 ? 'SK' : 'AQ',
  era: 'classic',
  artworkSeed: 4242,
  hp: 70,
  types: ['Darkness'],
}));
const OTHERS: SyntheticCard[] = ['Espeon', 'Vaporeon', 'Jolteon'].map((name, i) => ({
  productId: `other-${i}`,
  name,
  number: String(40 + i),
  total: 144,
  setCode: 'SK',
  era: 'classic',
}));
const PAGE_SEED = 11;
/**
 * The pocket around each card, as fractions of the card: a little wider, and taller above it
 * (the card slides to the bottom of its pocket). The outline the pocket grid reads a card from.
 */
const POCKET = { left: -0.025, top: -0.06, right: 1.025, bottom: 1.015 };

let cv: OpenCv;
let snapshot: IndexSnapshot;
let image: RgbImage;
let cards: Quad[];
const numberReader = createNumberReader();

beforeAll(async () => {
  cv = await loadOpenCv();
  const rows = [];
  const renders = new Map<string, Buffer>();
  for (const card of [...REPRINTS, ...OTHERS]) {
    const png = await renderSyntheticCard(card);
    renders.set(card.productId, png);
    rows.push({ ...card, productType: 'card', features: await computeReferenceBlob(png, 'card') });
  }
  snapshot = buildIndexSnapshot(1, rows);
  const photo = await makeBinderPhoto(
    REPRINTS.map((card) => renders.get(card.productId) as Buffer),
    PAGE_SEED,
  );
  image = await decodeToRgb(photo.jpeg, DECODE_BOX);
  cards = photo.corners;
});

afterAll(() => numberReader.close());

describe('multi-card naming from an outline a few percent off', () => {
  it('names every reprint of a binder page read from its pocket, not its own outline', async () => {
    const reader = createSeveralReader(cv, snapshot, image, { numberReader });
    const named: (string | undefined)[] = [];
    for (const card of cards) {
      const group = await reader.readBest([quadWithin(card, POCKET)]);
      named.push(group?.matches[0]?.productId);
    }
    expect(named).toEqual(REPRINTS.map((card) => card.productId));
  });
});
