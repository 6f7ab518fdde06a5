import { beforeAll, describe, expect, it } from 'vitest';
import { makeSealedPhoto } from '#test-support/synthetic/scan/sealed-photo.ts';
import { renderSealedFace } from '#test-support/synthetic/scan/sealed-render.ts';
import { cornerError, diagonal } from '../../../../../test-support/synthetic/scan/corner-error.ts';
import { refineQuad } from '../../../vision/detect/refine-corners.ts';
import { decodeToRgb } from '../../../vision/image/decode-image.ts';
import type { Quad } from '../../../vision/image/homography.ts';
import { loadOpenCv, type OpenCv } from '../../../vision/image/opencv.ts';
import { faceAspect, findProductQuads, orderUpright } from './detect-product.ts';
import { extendToFace } from './extend-sides.ts';

let cv: OpenCv;

beforeAll(async () => {
  cv = await loadOpenCv();
});

describe('orderUpright', () => {
  it('starts at the top-left of a wide or a tall box and goes clockwise, whatever the input order', () => {
    const wide: Quad = [
      [100, 200],
      [700, 180],
      [710, 420],
      [90, 430],
    ];
    const tall: Quad = [
      [300, 50],
      [460, 60],
      [450, 560],
      [310, 550],
    ];
    for (const quad of [wide, tall]) {
      const shuffled = [quad[2], quad[0], quad[3], quad[1]];
      expect(orderUpright(shuffled)).toEqual(quad);
    }
    expect(faceAspect(wide)).toBeCloseTo(2.6, 1);
    expect(faceAspect(tall)).toBeCloseTo(0.3, 2);
  });
});

describe('findProductQuads', () => {
  // From a 1:3 checklane blister to a 3:1 display (and a round-cornered tin), tilted, in
  // perspective, shrink-wrapped.
  it.each([
    [1 / 3, 'blister', 11, 'plain'],
    [0.58, 'booster-pack', 12, 'plain'],
    [1, 'booster-bundle', 13, 'plain'],
    [1.6, 'booster-box', 14, 'clutter'],
    [3, 'display', 15, 'plain'],
    // Rounded corners: the outline is where the straight sides meet.
    [1.1, 'tin', 16, 'clutter'],
  ] as const)(
    'finds a %f:1 %s face and measures its aspect (seed %i, %s background)',
    async (aspect, type, seed, background) => {
      const face = await renderSealedFace({
        productId: `aspect-${seed}`,
        name: 'Test Set Product',
        setId: 'test',
        sealedType: type,
        aspect,
      });
      const photo = await makeSealedPhoto(face, seed, { background, sidePanel: false });
      const image = await decodeToRgb(photo.jpeg, { maxWidth: 1600, maxHeight: 1600 });
      // The engine reads every outline (and its extension to the face): one must be the face.
      const outlines = findProductQuads(cv, image).flatMap(({ quad }) => {
        const refined = refineQuad(image, quad);
        return [refined, extendToFace(image, refined)];
      });
      const error = (quad: Quad) => cornerError(quad, photo.corners) / diagonal(photo.corners);
      const best = outlines.sort((a, b) => error(a) - error(b))[0] as Quad;
      expect(error(best)).toBeLessThan(0.03);
      expect(Math.abs(Math.log(faceAspect(best) / faceAspect(photo.corners)))).toBeLessThan(0.05);
      expect(Math.abs(Math.log(faceAspect(best) / aspect))).toBeLessThan(0.25);
    },
  );

  it('finds nothing on an empty table', async () => {
    const sharp = (await import('sharp')).default;
    const jpeg = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: '#6b5a48' },
    })
      .jpeg()
      .toBuffer();
    const image = await decodeToRgb(jpeg, { maxWidth: 1600, maxHeight: 1600 });
    expect(findProductQuads(cv, image)).toEqual([]);
  });
});
