import { beforeAll, describe, expect, it } from 'vitest';
import { makeBinderPhoto } from '#test-support/synthetic/scan/binder-page.ts';
import { makeMultiPhoto } from '#test-support/synthetic/scan/multi-photo.ts';
import { syntheticCards, syntheticIndex } from '#test-support/synthetic/scan/synthetic-index.ts';
import { pointInQuad, quadCentre } from '../../../vision/detect/detect-geometry.ts';
import { decodeToRgb } from '../../../vision/image/decode-image.ts';
import type { Quad } from '../../../vision/image/homography.ts';
import { loadOpenCv, type OpenCv } from '../../../vision/image/opencv.ts';
import { DECODE_BOX, identifyPhoto } from '../identify.ts';
import type { IndexSnapshot } from '../search/index-snapshot.ts';
import type { EngineResult } from '../types.ts';
import { createSeveralReader } from './several-reader.ts';

const CARDS = syntheticCards(12, { prefix: 'read', setCode: 'RD' });

let cv: OpenCv;
let snapshot: IndexSnapshot;
let renders: Buffer[] = [];

beforeAll(async () => {
  cv = await loadOpenCv();
  ({ snapshot, renders } = await syntheticIndex(CARDS));
});

async function scan(jpeg: Buffer, scanMode: 'multi' | 'binder') {
  return identifyPhoto(cv, snapshot, { image: new Uint8Array(jpeg), scanType: 'cards', scanMode });
}

/** How many of the photo's cards have a group on top of them naming them. */
function named(result: EngineResult, truths: Quad[]): number {
  return truths.filter((truth, i) =>
    result.groups.some(
      (group) =>
        group.corners &&
        pointInQuad(quadCentre(group.corners), truth) &&
        group.matches[0]?.productId === CARDS[i]?.productId,
    ),
  ).length;
}

// Outlines read both ways up (result.counts.outlines) bound the reading work of a photo; the
// bounds below sit just above what the engine reads with decision 038 and below what it read
// before it (in brackets), so reading more than needed again fails here.
describe('multi-card reads stop when nothing more is worth reading', () => {
  it('reads an empty pocket without snapping a guess that found nothing (3 cards, 6 empty)', async () => {
    const photo = await makeBinderPhoto(renders.slice(0, 3), 2);
    const result = await scan(photo.jpeg, 'binder');
    expect(named(result, photo.corners)).toBe(3);
    expect(result.groups).toHaveLength(3);
    // A grid with under half its pockets filled falls back to the detected shapes (decision
    // 039), which read neither the pockets' shapes nor the same guesses again: 68 outlines (86
    // snapping every guess, 89 re-reading what the grid read).
    expect(result.counts?.outlines).toBeLessThanOrEqual(70);
  });

  it('reads no pocket of a grid fitted across the cards (their text boxes lined up as seams)', async () => {
    // Seed 11: the grid is fitted to the lower half of the first row of cards and the upper
    // half of the second, its pockets half a card high; the third row lies outside it. The
    // detected shapes' path reads 58 outlines (99 after the pockets and their fall-back).
    const photo = await makeBinderPhoto(renders.slice(0, 9), 11);
    const result = await scan(photo.jpeg, 'binder');
    expect(named(result, photo.corners)).toBe(9);
    expect(result.counts?.outlines).toBeLessThanOrEqual(62);
  });

  it('names nine cards laid edge to edge with no outline read past need', async () => {
    const photo = await makeMultiPhoto(renders.slice(0, 9), 2, { layout: 'touching' });
    const result = await scan(photo.jpeg, 'multi');
    expect(named(result, photo.corners)).toBe(9);
    // 28 outlines (32 before).
    expect(result.counts?.outlines).toBeLessThanOrEqual(30);
  });
});

describe('reading the outlines of one guessed card', () => {
  it('makes no further outline once one reads surely (the next may cost a detector run)', async () => {
    const photo = await makeMultiPhoto(renders.slice(0, 4), 3, { layout: 'scatter' });
    const image = await decodeToRgb(photo.jpeg, DECODE_BOX);
    const reader = createSeveralReader(cv, snapshot, image);
    const truth = photo.corners[0] as Quad;
    let made = 0;
    const outlines = function* () {
      for (const outline of [truth, photo.corners[1] as Quad, photo.corners[2] as Quad]) {
        made++;
        yield outline;
      }
    };
    const progress = { bestScore: 0 };
    const group = await reader.readBest(outlines(), progress);
    expect(group?.matches[0]?.productId).toBe(CARDS[0]?.productId);
    expect(made).toBe(1);
    expect(progress.bestScore).toBeGreaterThan(1);
  });
});
