import type { PrintedNumber } from '../search/index-snapshot.ts';

/** How well an OCR reading of the number strip agrees with one card's printed fields (0..1 each). */
export type NumberAgreement = { number: number; total: number; setCode: number };

/** Characters OCR mixes up in small print: a swap within a group costs less than a miss. */
const LOOKALIKES = ['0OQD6E8B', '1IL7T', '5S', '2Z', '9G'];
const LOOKALIKE_CREDIT = 0.6;

const canonical = (text: string) =>
  text
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .replace(/[^A-Z0-9/ ]/g, '');
const compact = (text: string) => text.replace(/ /g, '');
/** Catalog numbers are "025" or "25" for the same print. */
const withoutLeadingZeros = (text: string) => text.replace(/^0+(?=\d)/, '');

function charCredit(a: string, b: string): number {
  if (a === b) {
    return 1;
  }
  return LOOKALIKES.some((group) => group.includes(a) && group.includes(b)) ? LOOKALIKE_CREDIT : 0;
}

/** Position-by-position credit of two equally long strings, 0..1. */
function sameLengthSimilarity(read: string, expected: string): number {
  let credit = 0;
  for (let i = 0; i < expected.length; i++) {
    credit += charCredit(read[i] as string, expected[i] as string);
  }
  return credit / expected.length;
}

/** The best similarity of `expected` to any same-length window of `text`. */
function bestWindow(text: string, expected: string): number {
  let best = 0;
  for (let at = 0; at + expected.length <= text.length; at++) {
    best = Math.max(best, sameLengthSimilarity(text.slice(at, at + expected.length), expected));
  }
  return best;
}

const isDigitLike = (char: string | undefined) => char !== undefined && /[0-9]/.test(char);

/** "SV007" -> "SV7", "000" -> "0": zeros leading the final digit run go, in linear time. */
function lastRunWithoutLeadingZeros(read: string): string {
  let start = read.length;
  while (start > 0 && isDigitLike(read[start - 1])) {
    start -= 1;
  }
  return read.slice(0, start) + withoutLeadingZeros(read.slice(start));
}

/**
 * The number just before the slash ("…025/165…"): the last word there, less a set code glued
 * to its front, against the card's number; zero credit when the reading has more digits right
 * before it (14 is not 4).
 */
function numberBeforeSlash(before: string, number: string, setCode: string): number {
  let read = before.trim().split(' ').pop() ?? '';
  if (setCode && read.length > setCode.length && read.startsWith(setCode)) {
    read = read.slice(setCode.length);
  }
  const numeric = /^\d+$/.test(number);
  if (numeric) {
    read = lastRunWithoutLeadingZeros(read);
  }
  if (read.length < number.length) {
    return read.length === 0 ? 0 : sameLengthSimilarity(read.padStart(number.length), number) / 2;
  }
  const tail = read.slice(read.length - number.length);
  const previous = read[read.length - number.length - 1];
  return isDigitLike(previous) && numeric ? 0 : sameLengthSimilarity(tail, number);
}

function totalAfterSlash(after: string, total: string): number {
  const read = compact(after.trimStart().split(' ')[0] ?? '').replace(/^0+(?=\d)/, '');
  const head = read.slice(0, total.length);
  if (head.length < total.length || isDigitLike(read[total.length])) {
    return 0;
  }
  return sameLengthSimilarity(head, total);
}

/** Compares what OCR read in a number strip with one catalog card's number, total and set code. */
export function compareNumberStrip(text: string, printed: PrintedNumber): NumberAgreement {
  const read = canonical(text);
  const number = printed.number ? withoutLeadingZeros(compact(canonical(printed.number))) : '';
  const total = printed.total ? withoutLeadingZeros(compact(canonical(printed.total))) : '';
  const setCode = printed.setCode ? compact(canonical(printed.setCode)) : '';
  const slash = read.indexOf('/');
  let numberScore = 0;
  let totalScore = 0;
  if (number && slash >= 0) {
    numberScore = numberBeforeSlash(read.slice(0, slash), number, setCode);
    totalScore = total ? totalAfterSlash(read.slice(slash + 1), total) : 0;
  } else if (number.length >= 2) {
    numberScore = bestWindow(compact(read), number);
  }
  const setScore = setCode.length >= 2 ? bestWindow(compact(read).replace('/', ''), setCode) : 0;
  return { number: numberScore, total: totalScore, setCode: setScore };
}
