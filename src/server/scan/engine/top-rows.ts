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
  const heapRows = new Int32Array(count);
  const heapScores = new Float32Array(count);
  let size = 0;
  const siftDown = (from: number) => {
    let at = from;
    for (;;) {
      const left = 2 * at + 1;
      const right = left + 1;
      let least = at;
      if (left < size && (heapScores[left] as number) < (heapScores[least] as number)) {
        least = left;
      }
      if (right < size && (heapScores[right] as number) < (heapScores[least] as number)) {
        least = right;
      }
      if (least === at) {
        return;
      }
      [heapScores[at], heapScores[least]] = [heapScores[least] as number, heapScores[at] as number];
      [heapRows[at], heapRows[least]] = [heapRows[least] as number, heapRows[at] as number];
      at = least;
    }
  };
  for (let row = 0; row < rows; row++) {
    if (!accept(row)) {
      continue;
    }
    const score = scoreOf(row);
    if (size < count) {
      let at = size++;
      heapScores[at] = score;
      heapRows[at] = row;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if ((heapScores[parent] as number) <= (heapScores[at] as number)) {
          break;
        }
        [heapScores[at], heapScores[parent]] = [heapScores[parent] as number, score];
        [heapRows[at], heapRows[parent]] = [heapRows[parent] as number, row];
        at = parent;
      }
    } else if (score > (heapScores[0] as number)) {
      heapScores[0] = score;
      heapRows[0] = row;
      siftDown(0);
    }
  }
  return { rows: heapRows, scores: heapScores, size };
}
