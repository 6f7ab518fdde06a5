import type { OpenCv } from '../../../vision/image/opencv.ts';
import type { RgbImage } from '../../../vision/image/rgb-image.ts';
import { createStageTimer, type StageTimer } from '../../../vision/stage-timer.ts';
import {
  better,
  isSure,
  type Reading,
  readBothWays,
  readUpright,
  type Scan,
  scoreOf,
  toGroup,
} from '../read/read-card.ts';
import type { IndexSnapshot } from '../search/index-snapshot.ts';
import type { HelpedRead, IdentifyOptions, ReadSpec, SeveralReader } from '../types.ts';
import { readSpec } from './multi-read-spec.ts';

/** Multi-card and binder photos: see multi-cards.ts. */
export function severalReader(scan: Scan): SeveralReader {
  return {
    readDetected: (quad) => toGroup(scan, readUpright(scan, quad)),
    async readBest(outlines, progress) {
      let best: Reading | null = null;
      // Checked before the next outline is made: making one can cost a detector run.
      for (const outline of outlines) {
        best = better(best, readBothWays(scan, outline));
        if (progress) {
          progress.bestScore = scoreOf(best?.ranked ?? []);
        }
        if (isSure(best)) {
          break;
        }
      }
      return best ? toGroup(scan, best) : null;
    },
  };
}

/**
 * The multi-card reader on a decoded photo, outside a whole scan: the bench reads each card's
 * true outline with it, to measure naming apart from finding.
 */
export function createSeveralReader(
  cv: OpenCv,
  snapshot: IndexSnapshot,
  image: RgbImage,
  options: IdentifyOptions = {},
): SeveralReader {
  return severalReader(severalScan(cv, snapshot, image, createStageTimer(), options));
}

/** A multi-card scan of a decoded photo, for reads made outside identifyPhoto. */
function severalScan(
  cv: OpenCv,
  snapshot: IndexSnapshot,
  image: RgbImage,
  timer: StageTimer,
  options: IdentifyOptions,
): Scan {
  return { cv, snapshot, image, timer, numberReader: options.numberReader ?? null, several: true };
}

/**
 * One read of another worker's multi-card photo (decision 044): the same reader that worker
 * would have used, on the same decoded picture, so the reading is the same.
 */
export async function readForAnother(
  cv: OpenCv,
  snapshot: IndexSnapshot,
  image: RgbImage,
  spec: ReadSpec,
  options: IdentifyOptions = {},
): Promise<HelpedRead> {
  const timer = createStageTimer();
  const reader = severalReader(severalScan(cv, snapshot, image, timer, options));
  const group = await readSpec({ cv, image, timer, reader }, spec);
  return { group, timings: { ...timer.timings }, counts: { ...timer.counts } };
}
