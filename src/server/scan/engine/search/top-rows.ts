/**
 * A bounded min-heap of the best rows seen so far, fed row by row from a hot loop: `floor` is
 * the score a row must beat to get in (checked inline by the caller before `offer`).
 */
export class TopRows {
  readonly rows: Int32Array;
  readonly scores: Float32Array;
  size = 0;
  floor = Number.NEGATIVE_INFINITY;

  constructor(readonly capacity: number) {
    this.rows = new Int32Array(capacity);
    this.scores = new Float32Array(capacity);
  }

  offer(row: number, score: number): void {
    const { rows, scores } = this;
    if (this.size < this.capacity) {
      let at = this.size++;
      scores[at] = score;
      rows[at] = row;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if ((scores[parent] as number) <= (scores[at] as number)) {
          break;
        }
        [scores[at], scores[parent]] = [scores[parent] as number, score];
        [rows[at], rows[parent]] = [rows[parent] as number, row];
        at = parent;
      }
      if (this.size === this.capacity) {
        this.floor = scores[0] as number;
      }
      return;
    }
    if (score <= (scores[0] as number)) {
      return;
    }
    scores[0] = score;
    rows[0] = row;
    let at = 0;
    for (;;) {
      const left = 2 * at + 1;
      const right = left + 1;
      let least = at;
      if (left < this.size && (scores[left] as number) < (scores[least] as number)) {
        least = left;
      }
      if (right < this.size && (scores[right] as number) < (scores[least] as number)) {
        least = right;
      }
      if (least === at) {
        break;
      }
      [scores[at], scores[least]] = [scores[least] as number, scores[at] as number];
      [rows[at], rows[least]] = [rows[least] as number, rows[at] as number];
      at = least;
    }
    this.floor = scores[0] as number;
  }
}

/**
 * The `count` best accepted rows by `scoreOf` (a bounded min-heap, so one pass and no sort of
 * all rows). Unordered: the heap's own layout.
 */
export function topRows(
  rows: number,
  count: number,
  accept: (row: number) => boolean,
  scoreOf: (row: number) => number,
): { rows: Int32Array; scores: Float32Array; size: number } {
  const top = new TopRows(count);
  for (let row = 0; row < rows; row++) {
    if (accept(row)) {
      top.offer(row, scoreOf(row));
    }
  }
  return top;
}
