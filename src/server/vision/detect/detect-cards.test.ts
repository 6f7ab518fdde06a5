import { beforeAll, describe, expect, it } from 'vitest';
import { makePhoto } from '#test-support/synthetic/scan/make-photo.ts';
import { makeMultiPhoto } from '#test-support/synthetic/scan/multi-photo.ts';
import { type CardEra, renderSyntheticCard } from '#test-support/synthetic/scan/render-card.ts';
import {
  cornerError,
  diagonal,
  outlineError,
} from '../../../../test-support/synthetic/scan/corner-error.ts';
import { decodeToRgb } from '../image/decode-image.ts';
import type { Quad } from '../image/homography.ts';
import { loadOpenCv, type OpenCv } from '../image/opencv.ts';
import {
  detectSeveralCards,
  distinctGuesses,
  findCardQuads,
  type Orientations,
  separateCards,
} from './detect-cards.ts';
import { refineQuad } from './refine-corners.ts';

const DECODE_BOX = { maxWidth: 1600, maxHeight: 1600 };

function card(i: number, era: CardEra = 'modern') {
  return renderSyntheticCard({
    productId: `detect-${era}-${i}`,
    name: `Testmon ${i}`,
    number: String(10 + i),
    total: 99,
    setCode: 'TST',
    era,
    hp: 60,
    types: ['Water'],
  });
}

describe('card detection on synthetic photos', () => {
  let cv: OpenCv;
  beforeAll(async () => {
    cv = await loadOpenCv();
  });

  it.each([
    ['full-art', 11],
    ['full-art', 12],
    ['classic', 14],
  ] as const)(
    'finds a %s card (seed %i) on a striped background as its first guess',
    async (era, seed) => {
      const photo = await makePhoto([await card(seed, era)], seed, { background: 'texture' });
      const image = await decodeToRgb(photo.jpeg, DECODE_BOX);
      const [first] = distinctGuesses(findCardQuads(cv, image), 3);
      const truth = photo.corners[0] as Quad;
      expect(first).toBeDefined();
      const quad = refineQuad(image, (first as { quad: Quad }).quad);
      expect(cornerError(quad, truth)).toBeLessThan(0.015 * diagonal(truth));
    },
  );

  // Two cards side by side also make a card-shaped quad around both, and each is small in the
  // photo: detection must name each card, not the pair.
  it('finds both of two cards laid side by side', async () => {
    const photo = await makePhoto([await card(7), await card(8)], 7, {
      layout: 'grid',
      width: 1200,
      height: 1600,
    });
    const image = await decodeToRgb(photo.jpeg, DECODE_BOX);
    const quads = separateCards(findCardQuads(cv, image), 2).map((found) =>
      refineQuad(image, found.quad),
    );
    for (const truth of photo.corners) {
      const errors = quads.map((quad) => cornerError(quad, truth));
      expect(Math.min(...errors)).toBeLessThan(0.015 * diagonal(truth));
    }
  });
});

/**
 * Six cards dropped on a striped cloth (stripes every few pixels right across the photo): a seed
 * where, with edge pixels split only into 45-degree orientations, the stripes' lines swallow the
 * edges of three cards turned a few degrees off them (decision 039).
 */
const STRIPED_TABLE_SEED = 4;

describe('cards on a striped table', () => {
  it('outlines every card when Hough also runs on 11-degree orientation bins', async () => {
    const cv = await loadOpenCv();
    const renders: Buffer[] = [];
    for (const [i, name] of [
      'Bulbasaur',
      'Vulpix',
      'Poliwag',
      'Abra',
      'Geodude',
      'Gastly',
    ].entries()) {
      renders.push(
        await renderSyntheticCard({
          productId: `table-${i + 1}`,
          name,
          number: String(5 + i * 9),
          total: 102,
          setCode: 'TB',
          era: (['classic', 'modern', 'scarlet', 'japanese'] as const)[i % 4],
        }),
      );
    }
    const photo = await makeMultiPhoto(renders, STRIPED_TABLE_SEED, {
      layout: 'scatter',
      background: 'texture',
    });
    const image = await decodeToRgb(photo.jpeg, DECODE_BOX);
    const missedBy = (orientations: Orientations) => {
      const { candidates } = detectSeveralCards(cv, image, undefined, orientations);
      return photo.corners.filter((truth) =>
        candidates.every((candidate) => outlineError(candidate.quad, truth) > 0.04),
      ).length;
    };
    expect(missedBy('wide')).toBeGreaterThanOrEqual(2);
    expect(missedBy('wide-and-narrow')).toBe(0);
    // The second look for cards still missing runs the narrow bins alone (decision 041): on
    // the striped scatters of the development pairs they outline more cards than both together.
    expect(missedBy('narrow')).toBeLessThan(missedBy('wide'));
  });
});
