/** Keeps the `size` best (score, position) pairs; positions arrive in ascending order. */
export function createTopList(size: number) {
  const positions: number[] = [];
  const scores: number[] = [];
  return {
    positions,
    offer(position: number, score: number) {
      if (size <= 0 || (scores.length === size && score <= (scores[size - 1] as number))) {
        return;
      }
      let at = scores.length;
      while (at > 0 && (scores[at - 1] as number) < score) {
        at--;
      }
      positions.splice(at, 0, position);
      scores.splice(at, 0, score);
      if (scores.length > size) {
        positions.pop();
        scores.pop();
      }
    },
  };
}
