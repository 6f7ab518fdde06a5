import { describe, expect, it } from 'vitest';
import { type CatalogOrderKey, compareCatalogOrder, compareSetOrder } from './rank-order.ts';

const key = (
  id: string,
  release_date: string | null,
  number: string | null,
  set_id = 's',
): CatalogOrderKey => ({ id, set_id, number, release_date });

describe('compareCatalogOrder', () => {
  it('puts newer sets first, undated last, then numbers in numeric order', () => {
    const keys = [
      key('old-2', '1999-01-09', '2', 'old'),
      key('nodate', null, '1', 'zz'),
      key('new-10', '2024-11-08', '10', 'new'),
      key('new-2', '2024-11-08', '2', 'new'),
      key('new-tg', '2024-11-08', 'TG01', 'new'),
      key('new-002', '2024-11-08', '002', 'new'),
    ];
    const ordered = [...keys].sort(compareCatalogOrder).map((k) => k.id);
    expect(ordered).toEqual(['new-002', 'new-2', 'new-10', 'new-tg', 'old-2', 'nodate']);
  });

  it('groups by set id on equal dates', () => {
    const keys = [key('b-1', '2024-01-01', '1', 'b'), key('a-2', '2024-01-01', '2', 'a')];
    expect([...keys].sort(compareCatalogOrder).map((k) => k.id)).toEqual(['a-2', 'b-1']);
  });
});

describe('compareSetOrder', () => {
  it('orders sets newest first, then by id', () => {
    const sets = [
      { id: 'b', release_date: '2020-01-01' },
      { id: 'c', release_date: null },
      { id: 'a', release_date: '2020-01-01' },
      { id: 'd', release_date: '2025-01-01' },
    ];
    expect([...sets].sort(compareSetOrder).map((s) => s.id)).toEqual(['d', 'a', 'b', 'c']);
  });
});
