import { describe, expect, it } from 'vitest';
import { getBinderPocketPage } from './binder-pocket-view.ts';

describe('getBinderPocketPage', () => {
  const items = [
    { id: 1, binder_page: 1, binder_pocket: 4 },
    { id: 2, binder_page: 2, binder_pocket: 1 },
    { id: 3, binder_page: null, binder_pocket: null },
  ];

  it('puts each copy in its pocket of the page and leaves the rest empty', () => {
    const view = getBinderPocketPage(items, '2x2', 1);
    expect(view.pockets.map((item) => item?.id ?? null)).toEqual([null, null, null, 1]);
    expect(view.unfiled.map((item) => item.id)).toEqual([3]);
    // Pages 1-2 are filled; page 3 is room for the unfiled copy.
    expect(view.pageCount).toBe(3);
  });

  it('shows one empty page for an empty binder', () => {
    const view = getBinderPocketPage([], '3x3', 4);
    expect(view).toMatchObject({ page: 1, pageCount: 1 });
    expect(view.pockets).toHaveLength(9);
  });
});
