import type { CatalogSet } from '#core/catalog/set.schema.ts';

export type SetGroup<S> = { series: string; sets: S[] };

type GroupableSet = Pick<CatalogSet, 'id' | 'series_name' | 'release_date'>;

const OTHER_SERIES = 'Other sets';

function newerFirst(a: GroupableSet, b: GroupableSet): number {
  if (a.release_date !== b.release_date) {
    if (!a.release_date) {
      return 1;
    }
    if (!b.release_date) {
      return -1;
    }
    return a.release_date < b.release_date ? 1 : -1;
  }
  return a.id.localeCompare(b.id);
}

/**
 * Sets grouped by series name, newest set first inside each group and groups ordered by their
 * newest set. Sets without a series go to 'Other sets'.
 */
export function groupSetsBySeries<S extends GroupableSet>(sets: readonly S[]): SetGroup<S>[] {
  const groups = new Map<string, S[]>();
  for (const set of [...sets].sort(newerFirst)) {
    const series = set.series_name?.trim() || OTHER_SERIES;
    const group = groups.get(series);
    if (group) {
      group.push(set);
    } else {
      groups.set(series, [set]);
    }
  }
  // Insertion order follows each group's newest set, since sets were sorted first.
  return [...groups].map(([series, grouped]) => ({ series, sets: grouped }));
}

type FilterableSet = Pick<CatalogSet, 'name' | 'set_name' | 'abbreviation' | 'url_name'> &
  Partial<Pick<CatalogSet, 'english_name'>>;

/**
 * Sets whose name, English name, abbreviation or url name contains the filter text
 * (case-insensitive).
 */
export function filterSets<S extends FilterableSet>(sets: readonly S[], filter: string): S[] {
  const needle = filter.trim().toLowerCase();
  if (!needle) {
    return [...sets];
  }
  return sets.filter((set) =>
    [set.name, set.set_name, set.english_name, set.abbreviation, set.url_name].some((value) =>
      value?.toLowerCase().includes(needle),
    ),
  );
}
