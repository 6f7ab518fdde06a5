/**
 * Reading order of the cards found on a binder-page photo (issue 32): rows top to bottom, each
 * row left to right, so that the n-th card goes into the n-th pocket.
 */

export type PlacedCard<T> = { value: T; x: number; y: number; height: number };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * The cards in reading order. Two cards share a row when their centres are less than half a
 * card's height apart vertically (a photo taken at a slant still keeps its rows apart).
 */
export function toReadingOrder<T>(cards: readonly PlacedCard<T>[]): T[] {
  const tolerance = median(cards.map((card) => card.height)) / 2;
  const rows: PlacedCard<T>[][] = [];
  for (const card of [...cards].sort((a, b) => a.y - b.y)) {
    const row = rows.at(-1);
    const rowY = row ? row.reduce((sum, c) => sum + c.y, 0) / row.length : Number.NaN;
    if (row && Math.abs(card.y - rowY) < tolerance) {
      row.push(card);
    } else {
      rows.push([card]);
    }
  }
  return rows.flatMap((row) => row.sort((a, b) => a.x - b.x).map((card) => card.value));
}

/** The centre and height of a card outline given as four corners ([x, y] each). */
export function describeCorners(corners: readonly (readonly [number, number])[]) {
  const xs = corners.map((corner) => corner[0]);
  const ys = corners.map((corner) => corner[1]);
  return {
    x: xs.reduce((a, b) => a + b, 0) / xs.length,
    y: ys.reduce((a, b) => a + b, 0) / ys.length,
    height: Math.max(...ys) - Math.min(...ys),
  };
}
