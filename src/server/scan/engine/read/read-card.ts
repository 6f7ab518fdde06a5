import { SCAN_MAX_MATCHES } from '#core/scan/scan-result.schema.ts';
import { rotateQuad180 } from '../../../vision/detect/detect-cards.ts';
import { refineQuad } from '../../../vision/detect/refine-corners.ts';
import type { Quad } from '../../../vision/image/homography.ts';
import type { OpenCv } from '../../../vision/image/opencv.ts';
import { type RgbImage, rotateImage180 } from '../../../vision/image/rgb-image.ts';
import { warpCard } from '../../../vision/image/warp-card.ts';
import type { StageTimer } from '../../../vision/stage-timer.ts';
import { alignLeaders } from '../search/align-templates.ts';
import {
  CARD_WARP_HEIGHT,
  CARD_WARP_WIDTH,
  computeQueryCardFeatures,
  type Features,
} from '../search/features.ts';
import { type IndexSnapshot, KIND_CARD } from '../search/index-snapshot.ts';
import {
  nearestByVector,
  type Ranked,
  rerankByTemplates,
  SHORTLIST,
} from '../search/vector-search.ts';
import type { EngineGroup, EngineMatch } from '../types.ts';
import { withoutGlare } from './glare.ts';
import { needsNumberReading, rerankByNumber } from './number-rerank.ts';
import { INNER_STRIP_LEVELS, type StripLevels, sampleNumberStrip } from './number-strip.ts';
import type { NumberReader } from './read-number.ts';

/*
 * Reading one outline of a card: warp it, describe it, search the index, re-rank the shortlist by
 * the name bar and number strip, and (when the leaders are close) read the number with OCR. The
 * single-card strategy (single-card.ts), the user's own corners (identify.ts) and every read of a
 * multi-card photo (multi/several-reader.ts) are made of these.
 */

/** Below this fused score (cosine + template correlations) a shape is not reported as a card. */
export const REJECT_SCORE = 0.75;
/**
 * Above this cosine a guess is taken without trying the others (or the other orientation): on
 * the synthetic set a wrong outline or orientation stays below about 0.76.
 */
const SURE_COSINE = 0.8;
/** Or above this fused score: on the synthetic set wrong outlines stay below about 1.0. */
const SURE_SCORE = 1.05;

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

/** One photo's scan: what every stage needs. */
export type Scan = {
  cv: OpenCv;
  snapshot: IndexSnapshot;
  image: RgbImage;
  timer: StageTimer;
  numberReader: NumberReader | null;
  /** A multi-card or binder photo: cards are small and outlines less exact. */
  several: boolean;
};
/**
 * One outline read one way up: its visual shortlist, and the leaders of that shortlist
 * re-ranked by the name bar and number strip (enough to compare outlines).
 */
export type Reading = { quad: Quad; features: Features; visual: Ranked[]; ranked: Ranked[] };

/** Leaders re-ranked per reading; the chosen reading's whole shortlist is re-ranked once. */
const READING_RERANK_TOP = 6;

export function describeAndSearch(scan: Scan, quad: Quad, card: RgbImage): Reading {
  scan.timer.count('orientations');
  const features = scan.timer.time('describe', () => computeQueryCardFeatures(card));
  const visual = scan.timer.time('search', () =>
    nearestByVector(scan.snapshot, features.vector, KIND_CARD, SHORTLIST),
  );
  const ranked = scan.timer.time('rerank', () =>
    rerankByTemplates(scan.snapshot, features, visual, READING_RERANK_TOP),
  );
  return { quad, features, visual, ranked };
}

const cosineOf = (reading: Reading | null) => reading?.ranked[0]?.cosine ?? -Infinity;
export const scoreOf = (ranked: Ranked[]) => ranked[0]?.score ?? -Infinity;
/** Whether a reading needs no other outline or orientation tried. */
export const isSure = (reading: Reading | null) =>
  cosineOf(reading) > SURE_COSINE || scoreOf(reading?.ranked ?? []) >= SURE_SCORE;
/**
 * Readings (outlines, orientations) compete on the fused score: the printed name and number
 * strip only line up for the right outline the right way up, where the picture alone may not.
 */
export const better = (a: Reading | null, b: Reading | null) =>
  scoreOf(b?.ranked ?? []) > scoreOf(a?.ranked ?? []) ? b : a;

/**
 * Both orientations of one quad; the better-matching one wins. The card is warped once: the
 * upside-down reading is the same warp turned by 180 degrees.
 */
export function readBothWays(scan: Scan, quad: Quad): Reading {
  scan.timer.count('outlines');
  const card = scan.timer.time('warp', () =>
    warpCard(scan.image, quad, CARD_WARP_WIDTH, CARD_WARP_HEIGHT),
  );
  const upright = describeAndSearch(scan, quad, card);
  if (isSure(upright)) {
    return upright;
  }
  const turned = scan.timer.time('warp', () => rotateImage180(card));
  const flipped = describeAndSearch(scan, rotateQuad180(quad), turned);
  return better(upright, flipped) as Reading;
}

/** The same outline read again with its brightest highlight (sleeve glare) taken out. */
export function readWithoutGlare(scan: Scan, quad: Quad): Reading | null {
  const clean = scan.timer.time('glare', () => {
    const card = warpCard(scan.image, quad, CARD_WARP_WIDTH, CARD_WARP_HEIGHT);
    return withoutGlare(card);
  });
  if (!clean) {
    return null;
  }
  const upright = describeAndSearch(scan, quad, clean);
  const turned = scan.timer.time('glare', () => rotateImage180(clean));
  return better(upright, describeAndSearch(scan, rotateQuad180(quad), turned));
}

export function readUpright(scan: Scan, rough: Quad): Reading {
  const quad = scan.timer.time('refine', () => refineQuad(scan.image, rough));
  return readBothWays(scan, quad);
}

/**
 * How the number strip is levelled before OCR, in turn until a reading spells a candidate's
 * number. A small card's strip may take in its border or pocket, and a pale border or symbol
 * beside dark print on a dark panel can pass for light print, washing the print out: multi-card
 * reads level from the strip's middle rows and then try the other polarity.
 */
const STRIP_LEVELS_SINGLE: (StripLevels | undefined)[] = [undefined];
const STRIP_LEVELS_SEVERAL: StripLevels[] = [
  INNER_STRIP_LEVELS,
  { ...INNER_STRIP_LEVELS, lightPrint: false },
  { ...INNER_STRIP_LEVELS, lightPrint: true },
];

/** Reads the number strip with OCR and fuses it in; the visual ranking if OCR fails. */
async function withNumberReading(scan: Scan, card: Quad, ranked: Ranked[]) {
  const reader = scan.numberReader;
  if (!reader || !needsNumberReading(ranked)) {
    return ranked;
  }
  try {
    const read = new Set<string>();
    for (const levels of scan.several ? STRIP_LEVELS_SEVERAL : STRIP_LEVELS_SINGLE) {
      const strip = sampleNumberStrip(scan.image, card, levels);
      // The automatic polarity is one of the forced ones: that strip is not read twice.
      const key = Buffer.from(strip.data).toString('base64');
      if (read.has(key)) {
        continue;
      }
      read.add(key);
      scan.timer.count('ocr');
      const text = await scan.timer.timeAsync('ocr', () => reader.read(strip));
      const reranked = rerankByNumber(scan.snapshot, text, ranked);
      if (reranked !== ranked) {
        return reranked;
      }
    }
    return ranked;
  } catch {
    return ranked;
  }
}

/** The reading's matches (re-ranked by the number when the leaders are close), if it clears the threshold. */
export async function toGroup(scan: Scan, reading: Reading): Promise<EngineGroup | null> {
  const byTemplates = scan.timer.time('rerank', () =>
    rerankByTemplates(scan.snapshot, reading.features, reading.visual, undefined, reading.ranked),
  );
  if (scoreOf(byTemplates) < REJECT_SCORE) {
    return null;
  }
  // A card at a ninth of the photo often has an outline a few percent off (its pocket).
  const { ranked, card } =
    scan.several && needsNumberReading(byTemplates)
      ? scan.timer.time('align', () =>
          alignLeaders(scan.snapshot, scan.image, reading.quad, byTemplates),
        )
      : { ranked: byTemplates, card: reading.quad };
  const matches = await withNumberReading(scan, card, ranked);
  return { corners: reading.quad, matches: toMatches(scan.snapshot, matches) };
}
