import { describe, expect, it } from 'vitest';
import { shopSearchSchema } from './shop-search.ts';

describe('shopSearchSchema', () => {
  it.each([
    [
      { search: ' booster ', category: '2', page: '3' },
      { search: 'booster', category: 2, page: 3 },
    ],
    [
      { search: '', category: 'x', page: '-1' },
      { search: undefined, category: undefined, page: undefined },
    ],
    [
      { search: 151, page: 1.5 },
      { search: '151', category: undefined, page: undefined },
    ],
    [
      { search: ['a'], page: 0 },
      { search: undefined, category: undefined, page: undefined },
    ],
    [{}, { search: undefined, category: undefined, page: undefined }],
  ])('reads %j', (input, expected) => {
    expect(shopSearchSchema.parse(input)).toEqual(expected);
  });
});
