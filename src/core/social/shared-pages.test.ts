import { describe, expect, it } from 'vitest';
import { mergeSharedPages, nextPageOf } from './shared-pages.ts';

const page = (n: number, total: number, ids: number[]) => ({
  page: n,
  page_size: 2,
  total_items: total,
  items: ids.map((id) => ({ id }) as never),
  values: Object.fromEntries(ids.map((id) => [String(id), { id } as never])),
  binders: [{ id: 1, name: 'Vintage' } as never],
});

describe('shared pages', () => {
  it('offers "Show more" until every item is loaded, then shows them as one list', () => {
    const one = page(1, 3, [1, 2]);
    const two = page(2, 3, [3]);
    expect(nextPageOf(one)).toBe(2);
    expect(nextPageOf(two)).toBeUndefined();
    const merged = mergeSharedPages([one, two]);
    expect(merged.items.map((item) => (item as { id: number }).id)).toEqual([1, 2, 3]);
    expect(Object.keys(merged.values ?? {})).toEqual(['1', '2', '3']);
    expect(merged.binders).toHaveLength(1);
  });
});
