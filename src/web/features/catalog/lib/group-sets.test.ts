import { describe, expect, it } from 'vitest';
import { filterSets, groupSetsBySeries } from './group-sets.ts';

const set = (
  id: string,
  series_name: string | null,
  release_date: string | null,
  name = id,
  abbreviation: string | null = null,
) => ({ id, series_name, release_date, name, set_name: name, abbreviation, url_name: id });

describe('groupSetsBySeries', () => {
  it('groups by series, newest first, groups ordered by their newest set', () => {
    const groups = groupSetsBySeries([
      set('base1', 'Base', '1999-01-09'),
      set('sv01', 'Scarlet & Violet', '2023-03-31'),
      set('base2', 'Base', '1999-06-16'),
      set('sv02', 'Scarlet & Violet', '2023-06-09'),
      set('promo', null, null),
    ]);
    expect(groups.map((g) => [g.series, g.sets.map((s) => s.id)])).toEqual([
      ['Scarlet & Violet', ['sv02', 'sv01']],
      ['Base', ['base2', 'base1']],
      ['Other sets', ['promo']],
    ]);
  });

  it('returns no groups for no sets', () => {
    expect(groupSetsBySeries([])).toEqual([]);
  });
});

describe('filterSets', () => {
  const sets = [
    set('sv03', 'SV', '2023-08-11', 'Obsidian Flames', 'OBF'),
    set('sv02', 'SV', '2023-06-09', 'Paldea Evolved', 'PAL'),
  ];
  it('matches name and abbreviation, ignoring case', () => {
    expect(filterSets(sets, 'obsid').map((s) => s.id)).toEqual(['sv03']);
    expect(filterSets(sets, 'pal').map((s) => s.id)).toEqual(['sv02']);
    expect(filterSets(sets, '  ').length).toBe(2);
    expect(filterSets(sets, 'nothing')).toEqual([]);
  });

  it("finds a Japanese set by its English equivalent's name", () => {
    const japanese = { ...set('ja-SV8', 'SV', '2024-10-18', '超電ブレイカー', null) };
    const named = [{ ...japanese, english_name: 'Surging Sparks' }, ...sets];
    expect(filterSets(named, 'surging').map((s) => s.id)).toEqual(['ja-SV8']);
    expect(filterSets([japanese], 'surging')).toEqual([]);
  });
});
