import type { IndexSnapshot } from '../search/index-snapshot.ts';
import type { Ranked } from '../search/vector-search.ts';
import { compareNumberStrip } from './number-match.ts';

/** OCR runs only when the runner-up is this close (reprints, language versions, near twins). */
export const OCR_TRIGGER_MARGIN = 0.08;
/** Candidates this close to the best, at most OCR_CANDIDATES of them, are scored by number. */
const OCR_WINDOW = 0.2;
const OCR_CANDIDATES = 12;
/** Fused into the score: the number decides, the total and the set code confirm it. */
const NUMBER_WEIGHT = 0.12;
const TOTAL_WEIGHT = 0.06;
const SET_CODE_WEIGHT = 0.05;
/**
 * A reading is used only when it spells some candidate's number this well: a blurred or glared
 * strip reads as letters whose look-alike credit (I for 7, O for 0) would otherwise decide.
 */
const LEGIBLE_NUMBER = 0.75;

/** Whether the leaders are close enough that reading the number is worth its ~30-60 ms. */
export function needsNumberReading(ranked: Ranked[]): boolean {
  const [first, second] = ranked;
  return !!first && !!second && first.score - second.score < OCR_TRIGGER_MARGIN;
}

/** The leaders re-scored with what OCR read in the number strip; the rest keep their order. */
export function rerankByNumber(snapshot: IndexSnapshot, text: string, ranked: Ranked[]): Ranked[] {
  const best = ranked[0];
  if (!best || text.trim() === '') {
    return ranked;
  }
  const close = ranked
    .slice(0, OCR_CANDIDATES)
    .filter((entry) => entry.score > best.score - OCR_WINDOW);
  const agreements = close.map((entry) =>
    compareNumberStrip(text, {
      number: snapshot.numbers[entry.index] ?? null,
      total: snapshot.totals[entry.index] ?? null,
      setCode: snapshot.setCodes[entry.index] ?? null,
    }),
  );
  if (!agreements.some((agreement) => agreement.number >= LEGIBLE_NUMBER)) {
    return ranked;
  }
  const rescored = close.map((entry, i) => {
    const agreement = agreements[i] as (typeof agreements)[number];
    const bonus =
      NUMBER_WEIGHT * agreement.number +
      TOTAL_WEIGHT * agreement.total +
      SET_CODE_WEIGHT * agreement.setCode;
    return { ...entry, score: entry.score + bonus };
  });
  const rest = ranked.slice(close.length);
  return [...rescored.sort((a, b) => b.score - a.score), ...rest];
}
