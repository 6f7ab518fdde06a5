import { describe, expect, it } from 'vitest';
import {
  findLocationProblem,
  formatLocation,
  getPocketCell,
  getPocketCount,
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
