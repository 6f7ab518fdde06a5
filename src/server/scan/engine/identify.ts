import type { ScanMode, ScanType } from '#core/scan/scan-result.schema.ts';
import { SCAN_MAX_CARDS_PER_PHOTO, SCAN_MAX_MATCHES } from '#core/scan/scan-result.schema.ts';
import { decodeToRgb } from './decode-image.ts';
import {
  type CardCandidate,
  distinctGuesses,
  findCardQuads,
  overlaps,
  rotateQuad180,
  separateCards,
} from './detect-cards.ts';
import {
  CARD_WARP_HEIGHT,
  CARD_WARP_WIDTH,
  computeQueryCardFeatures,
  computeSealedFeatures,
  type Features,
} from './features.ts';
import { type Quad, warpQuadToRect } from './homography.ts';
import { type IndexSnapshot, KIND_CARD, KIND_SEALED } from './index-snapshot.ts';
import type { OpenCv } from './opencv.ts';
import { readBarcode } from './read-barcode.ts';
import { SEALED_PICTURE_SIZE } from './reference-features.ts';
import { refineQuad } from './refine-corners.ts';
import { createRgbImage, type RgbImage, regionToPlanes } from './rgb-image.ts';
import {
  nearestByVector,
  type Ranked,
  rankMatches,
  rerankByTemplates,
  SHORTLIST,
} from './search-index.ts';

/** Photos are decoded to fit this box (the client sends at most 1200 px wide). */
const DECODE_BOX = { maxWidth: 1600, maxHeight: 1600 };
/** Below this fused score (cosine + template correlations) a shape is not reported as a card. */
export const REJECT_SCORE = 0.75;
/** Sealed products have no templates: their score is the cosine alone. */
const SEALED_REJECT_SCORE = 0.62;
/** Above this cosine the first guess is taken without trying the others. */
const SURE_COSINE = 0.93;

export type EngineMatch = { productId: string; confidence: number; score: number };
export type EngineGroup = { corners: Quad | null; matches: EngineMatch[] };
export type EngineResult = {
  groups: EngineGroup[];
  barcode: string | null;
  timings: Record<string, number>;
};
export type IdentifyRequest = { image: Uint8Array; scanType: ScanType; scanMode: ScanMode };

/** Confidence of each of the top matches: the softmax over the shortlist's scores, damped by
 * how far the best score sits above the reject threshold. */
export function toMatches(snapshot: IndexSnapshot, ranked: Ranked[]): EngineMatch[] {
  const best = ranked[0];
  if (!best) {
    return [];
  }
  const weights = ranked.slice(0, 10).map((entry) => Math.exp((entry.score - best.score) / 0.02));
  const total = weights.reduce((s, w) => s + w, 0);
  const absolute = 1 / (1 + Math.exp(-(best.score - REJECT_SCORE - 0.12) * 25));
  return ranked.slice(0, SCAN_MAX_MATCHES).map((entry, i) => ({
    productId: snapshot.productIds[entry.index] as string,
    score: entry.score,
    confidence: Math.min(1, Math.max(0, ((weights[i] as number) / total) * absolute)),
  }));
}

type Reading = { quad: Quad; features: Features; ranked: Ranked[] };

/** Rectifies and describes one orientation, ranked by the global vector only (cheap). */
function readCard(snapshot: IndexSnapshot, image: RgbImage, quad: Quad): Reading {
  const card = warpQuadToRect(image, quad, CARD_WARP_WIDTH, CARD_WARP_HEIGHT);
  const features = computeQueryCardFeatures(card);
  return {
    quad,
    features,
    ranked: nearestByVector(snapshot, features.vector, KIND_CARD, SHORTLIST),
  };
}

const cosineOf = (reading: Reading | null) => reading?.ranked[0]?.cosine ?? -Infinity;
const scoreOf = (ranked: Ranked[]) => ranked[0]?.score ?? -Infinity;

/** Both orientations of one detected shape; the better-matching one wins. */
function readUpright(snapshot: IndexSnapshot, image: RgbImage, rough: Quad): Reading {
  const quad = refineQuad(image, rough);
  const upright = readCard(snapshot, image, quad);
  if (cosineOf(upright) > SURE_COSINE) {
    return upright;
  }
  const flipped = readCard(snapshot, image, rotateQuad180(quad));
  return cosineOf(flipped) > cosineOf(upright) ? flipped : upright;
}

/** The reading's shortlist re-ranked by templates, if it clears the reject threshold. */
function toGroup(snapshot: IndexSnapshot, reading: Reading): EngineGroup | null {
  const ranked = rerankByTemplates(snapshot, reading.features, reading.ranked);
  if (scoreOf(ranked) < REJECT_SCORE) {
    return null;
  }
  return { corners: reading.quad, matches: toMatches(snapshot, ranked) };
}

function fullFrame(image: RgbImage): Quad {
  const mx = image.width * 0.01;
  const my = image.height * 0.01;
  return [
    [mx, my],
    [image.width - mx, my],
    [image.width - mx, image.height - my],
    [mx, image.height - my],
  ];
}

/** Most shapes read for one multi-card photo (each read is two orientations and a search). */
const MAX_MULTI_READS = 30;

/**
 * Several cards: shapes in order of score; a shape that matches a card hides the shapes
 * centred inside it (its art box, its text box), one that matches nothing hides nothing
 * (e.g. the outline of the whole binder page around the cards).
 */
function identifySeveral(
  snapshot: IndexSnapshot,
  image: RgbImage,
  candidates: CardCandidate[],
): EngineGroup[] {
  const groups: EngineGroup[] = [];
  let reads = 0;
  for (const candidate of separateCards(candidates, candidates.length, 'duplicates')) {
    if (groups.length === SCAN_MAX_CARDS_PER_PHOTO || reads === MAX_MULTI_READS) {
      break;
    }
    if (groups.some((group) => group.corners && overlaps(group.corners, candidate.quad))) {
      continue;
    }
    reads++;
    const group = toGroup(snapshot, readUpright(snapshot, image, candidate.quad));
    if (group) {
      groups.push(group);
    }
  }
  return groups;
}

function identifyCards(
  cv: OpenCv,
  snapshot: IndexSnapshot,
  image: RgbImage,
  mode: ScanMode,
): EngineGroup[] {
  const candidates = findCardQuads(cv, image);
  if (mode !== 'single') {
    return identifySeveral(snapshot, image, candidates);
  }
  let best: Reading | null = null;
  const guesses = distinctGuesses(candidates, 3).map((candidate) => candidate.quad);
  // A client that crops to its framing guide sends the card filling the frame.
  for (const quad of [...guesses, fullFrame(image)]) {
    const reading = readUpright(snapshot, image, quad);
    if (cosineOf(reading) > cosineOf(best)) {
      best = reading;
    }
    if (cosineOf(best) > SURE_COSINE) {
      break;
    }
  }
  const group = best ? toGroup(snapshot, best) : null;
  return group ? [group] : [];
}

function centreSquare(image: RgbImage): RgbImage {
  const region = { x0: 0.12, y0: 0.12, x1: 0.88, y1: 0.88 };
  const { r, g, b } = regionToPlanes(image, region, SEALED_PICTURE_SIZE, SEALED_PICTURE_SIZE);
  const out = createRgbImage(SEALED_PICTURE_SIZE, SEALED_PICTURE_SIZE);
  for (let i = 0; i < r.length; i++) {
    out.data[i * 3] = r[i] as number;
    out.data[i * 3 + 1] = g[i] as number;
    out.data[i * 3 + 2] = b[i] as number;
  }
  return out;
}

function identifySealed(snapshot: IndexSnapshot, image: RgbImage): EngineGroup[] {
  const ranked = rankMatches(snapshot, computeSealedFeatures(centreSquare(image)), KIND_SEALED);
  if (scoreOf(ranked) < SEALED_REJECT_SCORE) {
    return [];
  }
  return [{ corners: null, matches: toMatches(snapshot, ranked) }];
}

/** The whole engine for one photo: decode, detect, describe, search. Runs in a scan worker. */
export async function identifyPhoto(
  cv: OpenCv,
  snapshot: IndexSnapshot,
  request: IdentifyRequest,
): Promise<EngineResult> {
  const started = performance.now();
  const image = await decodeToRgb(
    Buffer.from(request.image.buffer, request.image.byteOffset, request.image.length),
    DECODE_BOX,
  );
  const decoded = performance.now();
  if (request.scanType === 'sealed') {
    const barcode = readBarcode(image);
    const groups = identifySealed(snapshot, image);
    return {
      groups,
      barcode,
      timings: { decode: decoded - started, total: performance.now() - started },
    };
  }
  const groups = identifyCards(cv, snapshot, image, request.scanMode);
  return {
    groups,
    barcode: null,
    timings: { decode: decoded - started, total: performance.now() - started },
  };
}
