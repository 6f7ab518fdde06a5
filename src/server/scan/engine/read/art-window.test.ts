import { describe, expect, it } from 'vitest';
import { makePhoto } from '#test-support/synthetic/scan/make-photo.ts';
import {
  CARD_RENDER_HEIGHT,
  CARD_RENDER_WIDTH,
  renderSyntheticCard,
} from '#test-support/synthetic/scan/render-card.ts';
import { cornerError, diagonal } from '../../../../../test-support/synthetic/scan/corner-error.ts';
import { decodeToRgb } from '../../../vision/image/decode-image.ts';
import {
  applyHomography,
  type Point,
  type Quad,
  solveHomography,
} from '../../../vision/image/homography.ts';
import { cardsAroundArtWindow, snapCardSides } from './art-window.ts';

/** The printed picture frames of two eras in the 400x560 render (render-card.ts). */
const PICTURE_FRAMES = {
  japanese: { x: 28, y: 58, w: 344, h: 238 },
  classic: { x: 44, y: 62, w: 312, h: 214 },
} as const;

describe('a card found only by its art window', () => {
  it.each([
    ['japanese', 41],
    ['japanese', 42],
    ['classic', 43],
  ] as const)('gets its whole outline back (%s, seed %i)', async (era, seed) => {
    const render = await renderSyntheticCard({
      productId: `window-${seed}`,
      name: 'Testmon',
      number: '12',
      total: 99,
      setCode: 'TST',
      era,
      hp: 70,
      types: ['Colorless'],
    });
    const photo = await makePhoto([render], seed, { background: 'texture', glare: false });
    const image = await decodeToRgb(photo.jpeg, { maxWidth: 1600, maxHeight: 1600 });
    const truth = photo.corners[0] as Quad;
    // What the detector reports when the border is lost in the background: the picture frame,
    // in the photo, listed from its own corner nearest the photo's top-left like any outline.
    const toPhoto = solveHomography(
      [
        [0, 0],
        [CARD_RENDER_WIDTH, 0],
        [CARD_RENDER_WIDTH, CARD_RENDER_HEIGHT],
        [0, CARD_RENDER_HEIGHT],
      ],
      truth,
    );
    const frame = PICTURE_FRAMES[era];
    const window = (
      [
        [frame.x, frame.y + frame.h],
        [frame.x, frame.y],
        [frame.x + frame.w, frame.y],
        [frame.x + frame.w, frame.y + frame.h],
      ] as Point[]
    ).map(([x, y]) => applyHomography(toPhoto, x, y)) as Quad;

    const errors = cardsAroundArtWindow(window).flatMap((card) =>
      snapCardSides(image, card).map((outline) => cornerError(outline, truth)),
    );
    expect(Math.min(...errors)).toBeLessThan(0.02 * diagonal(truth));
  });
});
