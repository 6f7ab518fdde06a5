import { describe, expect, it } from 'vitest';
import {
  compareLocation,
  findLocationProblem,
  formatLocation,
  getPocketCell,
  getPocketCount,
  matchesPlace,
  mergeLocation,
} from './binder-location.ts';

describe('pocket layouts', () => {
  it('counts and places pockets in reading order', () => {
    expect(getPocketCount('3x3')).toBe(9);
    expect(getPocketCount('2x2')).toBe(4);
    expect(getPocketCount('4x3')).toBe(12);
    expect(getPocketCell('4x3', 5)).toEqual({ row: 1, column: 0 });
    expect(getPocketCell('3x3', 9)).toEqual({ row: 2, column: 2 });
  });
});

describe('findLocationProblem', () => {
  it('refuses a pocket outside the layout and a pocket without a binder', () => {
    const inBinder = { binder_id: 1, binder_page: 1, binder_pocket: 5 };
    expect(findLocationProblem(inBinder, '2x2')?.[0]).toBe('binder_pocket');
    expect(findLocationProblem(inBinder, '3x3')).toBeNull();
    expect(findLocationProblem({ ...inBinder, binder_id: null }, '3x3')?.[0]).toBe('binder_id');
    expect(findLocationProblem({ binder_id: 1, binder_page: 2 }, '3x3')?.[0]).toBe('binder_pocket');
  });
});

describe('formatLocation', () => {
  it('names a pocket or a box row', () => {
    expect(formatLocation({ binder_page: 2, binder_pocket: 5 })).toBe('p. 2, pocket 5');
    expect(formatLocation({ box_name: 'Bulk box A', box_row: 3 })).toBe('Bulk box A, row 3');
    expect(formatLocation({})).toBeNull();
  });
});

describe('mergeLocation', () => {
  const stored = { binder_id: 1, binder_page: 2, binder_pocket: 3, box_name: null, box_row: null };

  it('empties the pocket when the copy moves to another binder or into a box', () => {
    expect(mergeLocation(stored, { binder_id: 5 })).toMatchObject({ binder_page: null });
    expect(mergeLocation(stored, { box_name: 'Bulk box A', box_row: 2 })).toMatchObject({
      binder_page: null,
      binder_pocket: null,
      box_name: 'Bulk box A',
      box_row: 2,
    });
  });

  it('keeps the pocket on other changes and leaves the box for a sent pocket', () => {
    expect(mergeLocation(stored, {})).toEqual(stored);
    const boxed = { ...stored, binder_page: null, binder_pocket: null, box_name: 'A', box_row: 1 };
    expect(mergeLocation(boxed, { binder_page: 1, binder_pocket: 1 })).toMatchObject({
      box_name: null,
      box_row: null,
      binder_page: 1,
    });
  });
});

describe('compareLocation and matchesPlace', () => {
  it('sorts by binder, page and pocket, then box and row, unfiled copies last', () => {
    const items = [
      { id: 'nowhere', binder_id: null },
      { id: 'box-b', binder_id: null, box_name: 'Box B', box_row: 1 },
      { id: 'p2', binder_id: 1, binder_page: 2, binder_pocket: 1 },
      { id: 'box-a2', binder_id: null, box_name: 'box a', box_row: 2 },
      { id: 'p1-9', binder_id: 1, binder_page: 1, binder_pocket: 9 },
      { id: 'unfiled-in-binder', binder_id: 1 },
      { id: 'p1-2', binder_id: 1, binder_page: 1, binder_pocket: 2 },
    ];
    expect(items.sort(compareLocation).map((item) => item.id)).toEqual([
      'p1-2',
      'p1-9',
      'p2',
      'unfiled-in-binder',
      'box-a2',
      'box-b',
      'nowhere',
    ]);
    expect(matchesPlace({ box_name: 'A' }, 'box')).toBe(true);
    expect(matchesPlace({ binder_page: 1 }, 'nowhere')).toBe(false);
  });
});
