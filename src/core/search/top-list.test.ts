import { describe, expect, it } from 'vitest';
import { createTopList } from './top-list.ts';

describe('createTopList', () => {
  it('keeps the best scores, the earliest position first on ties', () => {
    const top = createTopList(3);
    for (const [position, score] of [
      [0, 10],
      [1, 30],
      [2, 10],
      [3, 30],
      [4, 20],
      [5, 30],
      [6, 40],
    ]) {
      top.offer(position as number, score as number);
    }
    expect(top.positions).toEqual([6, 1, 3]);
  });

  it('keeps nothing when the size is 0', () => {
    const top = createTopList(0);
    top.offer(0, 100);
    expect(top.positions).toEqual([]);
  });
});
