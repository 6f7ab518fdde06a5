import { beforeAll, describe, expect, it } from 'vitest';
import { makeMultiPhoto } from '#test-support/synthetic/scan/multi-photo.ts';
import {
  renderSyntheticCard,
  type SyntheticCard,
} from '#test-support/synthetic/scan/render-card.ts';
import { outlineError } from '../../../../../test-support/synthetic/scan/corner-error.ts';
import { detectSeveralCards } from '../../../vision/detect/detect-cards.ts';
import { decodeToRgb } from '../../../vision/image/decode-image.ts';
import { loadOpenCv, type OpenCv } from '../../../vision/image/opencv.ts';
import { shapesUnderCards } from './multi-occluded.ts';

const NAMES = ['Bulbasaur', 'Vulpix', 'Poliwag', 'Abra', 'Geodude', 'Gastly'];
const ERAS = ['classic', 'modern', 'scarlet', 'japanese'] as const;
const CARDS: SyntheticCard[] = NAMES.map((name, i) => ({
  productId: `table-${i + 1}`,
  name,
  number: String(5 + i * 9),
  total: 102,
  setCode: 'TB',
  era: ERAS[i % ERAS.length],
}));
/**
 * Six cards dropped on a table: a seed where three of them have a corner under a neighbour and
 * the multi-card detector proposes no outline for them.
 */
const TABLE_SEED = 8;
const DECODE_BOX = { maxWidth: 1600, maxHeight: 1600 };

let cv: OpenCv;
let photo: Awaited<ReturnType<typeof makeMultiPhoto>>;

beforeAll(async () => {
  cv = await loadOpenCv();
  const renders: Buffer[] = [];
  for (const card of CARDS) {
    renders.push(await renderSyntheticCard(card));
  }
  photo = await makeMultiPhoto(renders, TABLE_SEED, { layout: 'scatter' });
});

describe('cards with a corner under another card', () => {
  it('outlines each card the detector missed from the part of it in sight', async () => {
    const detection = detectSeveralCards(cv, await decodeToRgb(photo.jpeg, DECODE_BOX));
    const missed = photo.corners.filter((truth) =>
      detection.candidates.every((candidate) => outlineError(candidate.quad, truth) > 0.04),
    );
    expect(missed.length).toBeGreaterThanOrEqual(2);
    for (const truth of missed) {
      const others = photo.corners.filter((other) => other !== truth);
      const under = shapesUnderCards(detection, others);
      expect(Math.min(...under.map((shape) => outlineError(shape.quad, truth)))).toBeLessThan(0.04);
    }
  });
});
