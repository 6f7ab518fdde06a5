import type { ScanMode, ScanType } from '#core/scan/scan-result.schema.ts';
import { SCAN_MAX_MATCHES } from '#core/scan/scan-result.schema.ts';
import { alignLeaders } from './align-templates.ts';
import { cardsAroundArtWindow, snapCardSides } from './art-window.ts';
import { decodeToRgb } from './decode-image.ts';
import { distinctGuesses, findCardQuads, rotateQuad180 } from './detect-cards.ts';
import {
  CARD_WARP_HEIGHT,
  CARD_WARP_WIDTH,
  computeQueryCardFeatures,
  type Features,
} from './features.ts';
import { withoutGlare } from './glare.ts';
import type { Quad } from './homography.ts';
import { type IndexSnapshot, KIND_CARD } from './index-snapshot.ts';
import { identifySeveral } from './multi-cards.ts';
import { readSpec } from './multi-read-spec.ts';
import { needsNumberReading, rerankByNumber } from './number-rerank.ts';
import { INNER_STRIP_LEVELS, type StripLevels, sampleNumberStrip } from './number-strip.ts';
import type { OpenCv } from './opencv.ts';
import { decodeScale, fullFrame, scaleQuad, snapUserQuad, toUserQuad } from './photo-corners.ts';
import { readBarcode } from './read-barcode.ts';
import type { NumberReader } from './read-number.ts';
import { refineQuad } from './refine-corners.ts';
import { type RgbImage, rotateImage180 } from './rgb-image.ts';
import { readSealedProduct } from './sealed/identify-sealed.ts';
import { nearestByVector, type Ranked, rerankByTemplates, SHORTLIST } from './search-index.ts';
import { createStageTimer, type StageTimer } from './stage-timer.ts';
import type {
  EngineGroup,
  EngineMatch,
  EngineResult,
  HelpedRead,
  ReadSpec,
  SeveralReader,
} from './types.ts';
import { warpCard } from './warp-card.ts';

/** Photos are decoded to fit this box (the client sends at most 1200 px wide). */
export const DECODE_BOX = { maxWidth: 1600, maxHeight: 1600 };
/** Below this fused score (cosine + template correlations) a shape is not reported as a card. */
export const REJECT_SCORE = 0.75;
/**
 * Above this cosine a guess is taken without trying the others (or the other orientation): on
 * the synthetic set a wrong outline or orientation stays below about 0.76.
 */
const SURE_COSINE = 0.8;
/** Or above this fused score: on the synthetic set wrong outlines stay below about 1.0. */
const SURE_SCORE = 1.05;

export type IdentifyRequest = {
  image: Uint8Array;
  scanType: ScanType;
  scanMode: ScanMode;
  /**
   * The card's outline in the uploaded photo's pixels (EXIF orientation applied), clockwise from
   * its top-left: single-card scans use it instead of detection.
   */
  corners?: [number, number][] | null;
};
export type IdentifyOptions = {
  /** Reads the number strip when the best matches are close (reprints); none: visual only. */
  numberReader?: NumberReader | null;
  /**
   * Asks an idle scan worker to read one outline of a multi-card photo (decision 044); none:
   * every read is done here.
   */
  askHelp?: ((image: RgbImage, spec: ReadSpec) => Promise<HelpedRead | null>) | null;
};

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
type Scan = {
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
type Reading = { quad: Quad; features: Features; visual: Ranked[]; ranked: Ranked[] };

/** Leaders re-ranked per reading; the chosen reading's whole shortlist is re-ranked once. */
const READING_RERANK_TOP = 6;

function describeAndSearch(scan: Scan, quad: Quad, card: RgbImage): Reading {
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
const scoreOf = (ranked: Ranked[]) => ranked[0]?.score ?? -Infinity;
/** Whether a reading needs no other outline or orientation tried. */
const isSure = (reading: Reading | null) =>
  cosineOf(reading) > SURE_COSINE || scoreOf(reading?.ranked ?? []) >= SURE_SCORE;
/**
 * Readings (outlines, orientations) compete on the fused score: the printed name and number
 * strip only line up for the right outline the right way up, where the picture alone may not.
 */
const better = (a: Reading | null, b: Reading | null) =>
  scoreOf(b?.ranked ?? []) > scoreOf(a?.ranked ?? []) ? b : a;

/**
 * Both orientations of one quad; the better-matching one wins. The card is warped once: the
 * upside-down reading is the same warp turned by 180 degrees.
 */
function readBothWays(scan: Scan, quad: Quad): Reading {
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
function readWithoutGlare(scan: Scan, quad: Quad): Reading | null {
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

function readUpright(scan: Scan, rough: Quad): Reading {
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
async function toGroup(scan: Scan, reading: Reading): Promise<EngineGroup | null> {
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

/** Unsure single scans also read the cards implied by this many guesses taken as art windows. */
const ART_WINDOW_GUESSES = 2;
/** An implied card may reach this share of the photo's short side past its edge (a retake). */
const OUTSIDE_PHOTO = 0.04;

function isInPhoto(image: RgbImage, quad: Quad): boolean {
  const margin = OUTSIDE_PHOTO * Math.min(image.width, image.height);
  return quad.every(
    ([x, y]) => x > -margin && y > -margin && x < image.width + margin && y < image.height + margin,
  );
}

/**
 * The best reading of one card: the detector's guesses, then, for as long as no reading is
 * sure, the whole frame, the cards implied by the guesses taken as art windows, and the best
 * outline with its glare taken out. Each step covers a way the ones before it fail.
 */
function readOneCard(scan: Scan, guesses: Quad[]): Reading | null {
  let best: Reading | null = null;
  const steps: (() => (Reading | null)[])[] = [
    ...guesses.map((quad) => () => [readUpright(scan, quad)]),
    // A client that crops to its framing guide sends the card filling the frame.
    () => [readUpright(scan, fullFrame(scan.image))],
    // A pale card on a pale or busy background: the outline found may be its art window.
    ...guesses
      .slice(0, ART_WINDOW_GUESSES)
      .map((window) => () => readAroundArtWindow(scan, window)),
    () => (best ? [readWithoutGlare(scan, best.quad)] : []),
  ];
  for (const step of steps) {
    if (isSure(best)) {
      break;
    }
    for (const reading of step()) {
      best = better(best, reading);
    }
  }
  return best;
}

function readAroundArtWindow(scan: Scan, window: Quad): Reading[] {
  const cards = cardsAroundArtWindow(window).filter((card) => isInPhoto(scan.image, card));
  const outlines = scan.timer.time('refine', () =>
    cards.flatMap((card) => snapCardSides(scan.image, card)),
  );
  return outlines.map((outline) => readBothWays(scan, outline));
}

/** Multi-card and binder photos: see multi-cards.ts. */
function severalReader(scan: Scan): SeveralReader {
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

async function identifyCards(
  scan: Scan,
  mode: ScanMode,
  askHelp: IdentifyOptions['askHelp'],
): Promise<EngineGroup[]> {
  if (mode !== 'single') {
    const helper = askHelp ? (spec: ReadSpec) => askHelp(scan.image, spec) : null;
    return identifySeveral(scan.cv, scan.image, scan.timer, severalReader(scan), mode, helper);
  }
  const candidates = scan.timer.time('detect', () => findCardQuads(scan.cv, scan.image));
  const best = readOneCard(
    scan,
    distinctGuesses(candidates, 3).map((candidate) => candidate.quad),
  );
  const group = best ? await toGroup(scan, best) : null;
  return group ? [group] : [];
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
  const finish = (groups: EngineGroup[], barcode: string | null): EngineResult => ({
    groups,
    barcode,
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
  const groups = userQuad
    ? await identifyWithin(scan, userQuad)
    : await identifyCards(scan, request.scanMode, options.askHelp);
  // Corners go back in the uploaded photo's pixels, like the ones the client sends.
  return finish(
    groups.map((group) => ({
      ...group,
      corners: group.corners ? scaleQuad(group.corners, 1 / scale) : null,
    })),
    null,
  );
}
