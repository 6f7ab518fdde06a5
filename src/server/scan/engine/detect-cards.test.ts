import { beforeAll, describe, expect, it } from 'vitest';
import { makePhoto } from '#test-support/synthetic/scan/make-photo.ts';
import { type CardEra, renderSyntheticCard } from '#test-support/synthetic/scan/render-card.ts';
import { cornerError, diagonal } from '../test-support/corner-error.ts';
import { decodeToRgb } from './decode-image.ts';
import { distinctGuesses, findCardQuads, separateCards } from './detect-cards.ts';
import type { Quad } from './homography.ts';
import { loadOpenCv, type OpenCv } from './opencv.ts';
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
