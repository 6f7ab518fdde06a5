/**
 * The engine's shared types: what a scan returns, and what the multi-card reads hand each other
 * (and another worker), and what a scan is asked. Only types: it imports nothing but types of the
 * image and OCR primitives, so no module has to import upward from `identify.ts` or `multi/`.
 */
import type { ScanMode, ScanType } from '#core/scan/scan-result.schema.ts';
import type { Quad } from '../../vision/image/homography.ts';
import type { RgbImage } from '../../vision/image/rgb-image.ts';
import type { NumberReader } from './read/read-number.ts';

export type EngineMatch = { productId: string; confidence: number; score: number };
export type EngineGroup = { corners: Quad | null; matches: EngineMatch[] };
export type EngineResult = {
  groups: EngineGroup[];
  barcode: string | null;
  /** Card outlines the detector found on a single-card photo; null when it did not look. */
  outlines?: number | null;
  /** Milliseconds per stage (decode, detect, refine, warp, describe, search, rerank, glare, ocr) and total. */
  timings: Record<string, number>;
  /** How often costly steps ran (reads of guessed or detected cards, orientations, OCR passes). */
  counts?: Record<string, number>;
};

/** How identify reads one card: its group of matches, or null when nothing clears the bar. */
export type SeveralReader = {
  /** A detected outline: refined, then read both ways up. */
  readDetected: (quad: Quad) => Promise<EngineGroup | null>;
  /**
   * Outlines of one guessed card, best first: each read both ways up until one is sure. The
   * best fused score read so far is kept in `progress`, for outlines made only when it is worth it.
   */
  readBest: (outlines: Iterable<Quad>, progress?: ReadProgress) => Promise<EngineGroup | null>;
};
export type ReadProgress = { bestScore: number };

/**
 * One read of a multi-card photo, as data: a scan worker can hand it to an idle one (decision
 * 044), which reads it from the same photo exactly as the asking worker would have.
 * - `detected`: a detected shape, refined, read both ways up;
 * - `under`: a card partly under others, read as detected first, then refined;
 * - `guess`: a guessed card (a pocket, a neighbour, a cell of a block), read from the outlines
 *   found around it, with the detected shapes inside it (a pocket's card) first.
 */
export type ReadSpec =
  | { kind: 'detected'; quad: Quad }
  | { kind: 'under'; quad: Quad }
  | { kind: 'guess'; guess: Quad; detected: Quad[] };

/** A read done by another scan worker: its group, and the stage times and counts it took. */
export type HelpedRead = {
  group: EngineGroup | null;
  timings: Record<string, number>;
  counts: Record<string, number>;
};
/**
 * Asks an idle scan worker to read one spec of this photo; null when none is idle (or it
 * failed), and the asking worker reads it itself.
 */
export type ReadHelper = (spec: ReadSpec) => Promise<HelpedRead | null>;

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
