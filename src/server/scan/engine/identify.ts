import type { ScanMode } from '#core/scan/scan-result.schema.ts';
import { distinctGuesses, findCardQuads } from '../../vision/detect/detect-cards.ts';
import {
  decodeScale,
  scaleQuad,
  snapUserQuad,
  toUserQuad,
} from '../../vision/detect/photo-corners.ts';
import { decodeToRgb } from '../../vision/image/decode-image.ts';
import type { Quad } from '../../vision/image/homography.ts';
import type { OpenCv } from '../../vision/image/opencv.ts';
import { createStageTimer } from '../../vision/stage-timer.ts';
import { identifySeveral } from './multi/multi-cards.ts';
import { severalReader } from './multi/several-reader.ts';
import { readBarcode } from './read/read-barcode.ts';
import { readBothWays, type Scan, toGroup, toMatches } from './read/read-card.ts';
import { readOneCard } from './read/single-card.ts';
import { readSealedProduct } from './sealed/identify-sealed.ts';
import type { IndexSnapshot } from './search/index-snapshot.ts';
import type {
  EngineGroup,
  EngineResult,
  IdentifyOptions,
  IdentifyRequest,
  ReadSpec,
} from './types.ts';

/*
 * The engine's entry for one photo: decode it, then dispatch on what was asked. A sealed product
 * (sealed/), a single card inside the user's own corners, a single card found by the detector
 * (read/single-card.ts), or several cards (multi/multi-cards.ts); corners go back in the
 * uploaded photo's pixels.
 */

/** Photos are decoded to fit this box (the client sends at most 1200 px wide). */
export const DECODE_BOX = { maxWidth: 1600, maxHeight: 1600 };
async function identifyCards(
  scan: Scan,
  mode: ScanMode,
  askHelp: IdentifyOptions['askHelp'],
): Promise<{ groups: EngineGroup[]; outlines: number | null }> {
  if (mode !== 'single') {
    const helper = askHelp ? (spec: ReadSpec) => askHelp(scan.image, spec) : null;
    const groups = await identifySeveral(
      scan.cv,
      scan.image,
      scan.timer,
      severalReader(scan),
      mode,
      helper,
    );
    return { groups, outlines: null };
  }
  const candidates = scan.timer.time('detect', () => findCardQuads(scan.cv, scan.image));
  const guesses = distinctGuesses(candidates, 3).map((candidate) => candidate.quad);
  const best = readOneCard(scan, guesses);
  const group = best ? await toGroup(scan, best) : null;
  return { groups: group ? [group] : [], outlines: guesses.length };
}

/**
 * A single card inside the user's own outline: no detection. Reported in the user's corner
 * order even when the card turns out to be upside down inside it.
 */
async function identifyWithin(scan: Scan, userQuad: Quad): Promise<EngineGroup[]> {
  const quad = scan.timer.time('refine', () => snapUserQuad(scan.image, userQuad));
  const group = await toGroup(scan, readBothWays(scan, quad));
  return group ? [{ ...group, corners: quad }] : [];
}

/** The whole engine for one photo: decode, detect, describe, search. Runs in a scan worker. */
export async function identifyPhoto(
  cv: OpenCv,
  snapshot: IndexSnapshot,
  request: IdentifyRequest,
  options: IdentifyOptions = {},
): Promise<EngineResult> {
  const started = performance.now();
  const timer = createStageTimer();
  const input = Buffer.from(request.image.buffer, request.image.byteOffset, request.image.length);
  const image = await timer.timeAsync('decode', () => decodeToRgb(input, DECODE_BOX));
  const finish = (
    groups: EngineGroup[],
    barcode: string | null,
    outlines: number | null = null,
  ): EngineResult => ({
    groups,
    barcode,
    outlines,
    timings: { ...timer.timings, total: performance.now() - started },
    counts: { ...timer.counts },
  });
  const scale = await decodeScale(input, image);
  if (request.scanType === 'sealed') {
    // The route puts a product whose barcode was read ahead of the picture's matches.
    const reading = readSealedProduct(cv, snapshot, image, timer);
    const groups = reading
      ? [
          {
            corners: scaleQuad(reading.quad, 1 / scale),
            matches: toMatches(snapshot, reading.ranked),
          },
        ]
      : [];
    return finish(
      groups,
      timer.time('barcode', () => readBarcode(image)),
    );
  }
  const scan: Scan = {
    cv,
    snapshot,
    image,
    timer,
    numberReader: options.numberReader ?? null,
    several: request.scanMode !== 'single',
  };
  const userQuad =
    request.scanMode === 'single' && request.corners ? toUserQuad(request.corners, scale) : null;
  const { groups, outlines } = userQuad
    ? { groups: await identifyWithin(scan, userQuad), outlines: null }
    : await identifyCards(scan, request.scanMode, options.askHelp);
  // Corners go back in the uploaded photo's pixels, like the ones the client sends.
  return finish(
    groups.map((group) => ({
      ...group,
      corners: group.corners ? scaleQuad(group.corners, 1 / scale) : null,
    })),
    null,
    outlines,
  );
}
