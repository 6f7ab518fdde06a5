import { beforeAll, describe, expect, it } from 'vitest';
import { makeMultiPhoto } from '#test-support/synthetic/scan/multi-photo.ts';
import { syntheticCards, syntheticIndex } from '#test-support/synthetic/scan/synthetic-index.ts';
import { detectSeveralCards } from '../../../vision/detect/detect-cards.ts';
import { pointInQuad, quadCentre } from '../../../vision/detect/detect-geometry.ts';
import { dominantDirectionShare } from '../../../vision/detect/detect-support.ts';
import { decodeToRgb } from '../../../vision/image/decode-image.ts';
import { loadOpenCv, type OpenCv } from '../../../vision/image/opencv.ts';
import { DECODE_BOX, identifyPhoto } from '../identify.ts';
import type { IndexSnapshot } from '../search/index-snapshot.ts';

const CARDS = syntheticCards(12, { prefix: 'read', setCode: 'RD' });

let cv: OpenCv;
let snapshot: IndexSnapshot;
let renders: Buffer[] = [];

beforeAll(async () => {
  cv = await loadOpenCv();
  ({ snapshot, renders } = await syntheticIndex(CARDS));
});

/**
 * Six cards dropped on a striped cloth where the first detection (45-degree Hough bins) leads
 * to three cards read and three missed, and the narrow bins outline one of those (decision 041).
 */
const PARTLY_READ_SEED = 1;

describe('cards on a striped table', () => {
  it('tells a striped cloth from a plain or cluttered table by its edges running one way', async () => {
    const shareOn = async (background: 'texture' | 'plain' | 'clutter') => {
      const photo = await makeMultiPhoto(renders.slice(0, 6), PARTLY_READ_SEED, {
        layout: 'scatter',
        background,
      });
      const image = await decodeToRgb(photo.jpeg, DECODE_BOX);
      return dominantDirectionShare(detectSeveralCards(cv, image).field);
    };
    expect(await shareOn('texture')).toBeGreaterThan(0.5);
    expect(await shareOn('plain')).toBeLessThan(0.3);
    expect(await shareOn('clutter')).toBeLessThan(0.3);
  });

  it('looks again with the narrow bins for the cards missing when some were read', async () => {
    const photo = await makeMultiPhoto(renders.slice(0, 6), PARTLY_READ_SEED, {
      layout: 'scatter',
      background: 'texture',
    });
    const result = await identifyPhoto(cv, snapshot, {
      image: new Uint8Array(photo.jpeg),
      scanType: 'cards',
      scanMode: 'multi',
    });
    const named = photo.corners.filter((truth, i) =>
      result.groups.some(
        (group) =>
          group.corners &&
          pointInQuad(quadCentre(group.corners), truth) &&
          group.matches[0]?.productId === CARDS[i]?.productId,
      ),
    );
    // Three without the second look.
    expect(named.length).toBeGreaterThanOrEqual(4);
  });
});
