import { beforeAll, describe, expect, it } from 'vitest';
import { makeMultiPhoto } from '#test-support/synthetic/scan/multi-photo.ts';
import { renderSyntheticCard } from '#test-support/synthetic/scan/render-card.ts';
import { syntheticCards } from '#test-support/synthetic/scan/synthetic-index.ts';
import { distance, polygonArea, quadCentre } from '../../../vision/detect/detect-geometry.ts';
import { decodeToRgb } from '../../../vision/image/decode-image.ts';
import type { Quad } from '../../../vision/image/homography.ts';
import { loadOpenCv, type OpenCv } from '../../../vision/image/opencv.ts';
import { createStageTimer } from '../../../vision/stage-timer.ts';
import { DECODE_BOX } from '../identify.ts';
import type { EngineGroup, SeveralReader } from '../types.ts';
import { identifySeveral } from './multi-cards.ts';

const CARDS = syntheticCards(9, { prefix: 'seed', setCode: 'SD', eras: ['classic'] });

/** Nine cards edge to edge whose detected shapes include pairs and blocks to cut into cells. */
const SEED = 2;
let cv: OpenCv;
beforeAll(async () => {
  cv = await loadOpenCv();
});

/**
 * A reader for cards that read only unsurely (fused 1.0, under the sure bar of 1.1) and only
 * from an outline close to their own, never from the detector's outlines as they are: as cards
 * with a thick frame on a table of the frame's colour read (8001 / 81000 photo 18).
 */
function unsureReader(truths: Quad[]): SeveralReader {
  const cardAt = (outline: Quad) =>
    truths.findIndex((truth) => {
      const size = Math.sqrt(polygonArea(truth));
      const ratio = polygonArea(outline) / polygonArea(truth);
      return (
        distance(quadCentre(outline), quadCentre(truth)) < 0.08 * size &&
        ratio > 0.85 &&
        ratio < 1.18
      );
    });
  const group = (outline: Quad, card: number): EngineGroup => ({
    corners: outline,
    matches: [{ productId: CARDS[card]?.productId ?? '', score: 1 }] as EngineGroup['matches'],
  });
  return {
    readDetected: async () => null,
    async readBest(outlines) {
      for (const outline of outlines) {
        const card = cardAt(outline);
        if (card >= 0) {
          return group(outline, card);
        }
      }
      return null;
    },
  };
}

describe('cards that read only unsurely from the cells of detected blocks', () => {
  it('are kept, and their neighbours read, when no card reads surely', async () => {
    const renders = await Promise.all(CARDS.map((card) => renderSyntheticCard(card)));
    const photo = await makeMultiPhoto(renders, SEED, { layout: 'touching' });
    const image = await decodeToRgb(photo.jpeg, DECODE_BOX);
    const groups = await identifySeveral(
      cv,
      image,
      createStageTimer(),
      unsureReader(photo.corners),
      'multi',
    );
    const named = photo.corners.filter((truth, i) =>
      groups.some(
        (group) =>
          group.corners &&
          distance(quadCentre(group.corners), quadCentre(truth)) <
            0.1 * Math.sqrt(polygonArea(truth)) &&
          group.matches[0]?.productId === CARDS[i]?.productId,
      ),
    ).length;
    // Before, a cell read at 1.0 was dropped while looking for a sure one: nothing was found.
    expect(named).toBe(9);
  });
});
