import { type ReactNode, useId, useMemo, useState } from 'react';
import {
  type CollectionFilters,
  type CollectionSort,
  DEFAULT_FILTERS,
  DEFAULT_SORT,
  getSortKeys,
  type SortDirection,
  type SortKey,
} from '#core/collection/collection-view.ts';
import {
  COPY_LANGUAGE_LABELS,
  COPY_LANGUAGES,
  type CopyLanguage,
} from '#core/collection/copy-language.ts';
import { getPrintingFilterOptions } from '#core/collection/printing-filter.ts';
import './collection-list.css';

export const COLLECTION_VIEWS = ['grid', 'list', 'binder'] as const;
export type CollectionView = (typeof COLLECTION_VIEWS)[number];

type Props = {
  filters: CollectionFilters;
  onFiltersChange: (next: CollectionFilters) => void;
  sort: CollectionSort;
  onSortChange: (next: CollectionSort) => void;
  view: CollectionView;
  onViewChange: (next: CollectionView) => void;
  /** The layouts offered; all three unless given. */
  views?: readonly CollectionView[];
  /** The items listed, for the printing filter's choices (no printing filter without them). */
  items?: readonly { variant: string }[];
  /** False where the owner hides values: no value sorts are offered then. */
  valuesShown?: boolean;
};

/** A list's filters and sort, and the toolbar props that change them. */
export function useCollectionControls(initial: {
  filters?: CollectionFilters;
  sort?: CollectionSort;
}) {
  const [filters, setFilters] = useState(initial.filters ?? DEFAULT_FILTERS);
  const [sort, setSort] = useState(initial.sort ?? DEFAULT_SORT);
  return {
    filters,
    setFilters,
    sort,
    toolbar: { filters, onFiltersChange: setFilters, sort, onSortChange: setSort },
  };
}

const SORT_LABELS: Record<SortKey, string> = {
  value: 'Value',
  daily_change: 'Daily change',
  name: 'Name',
  date_added: 'Date added',
  location: 'Location',
};

const VIEW_LABELS: Record<CollectionView, string> = {
  grid: 'Grid',
  list: 'List',
  binder: 'Binder pages',
};

function Select<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: [T, ReactNode][];
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div className="collection-toolbar__field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as T)}>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Filters, sort and the grid / list / binder pages switch of the collection. */
export function CollectionToolbar(props: Props) {
  const { filters, sort } = props;
  const searchId = useId();
  const setFilter = (patch: Partial<CollectionFilters>) =>
    props.onFiltersChange({ ...filters, ...patch });
  const printings = useMemo(() => getPrintingFilterOptions(props.items), [props.items]);
  return (
    <div className="collection-toolbar">
      <div className="collection-toolbar__field collection-toolbar__search">
        <label htmlFor={searchId}>Search</label>
        <input
          id={searchId}
          type="search"
          placeholder="Name, set or number"
          value={filters.query}
          onChange={(event) => setFilter({ query: event.target.value })}
        />
      </div>
      <Select
        label="Show"
        value={filters.list}
        options={[
          ['collection', 'Collection'],
          ['wishlist', 'Wishlist'],
          ['all', 'Collection and wishlist'],
        ]}
        onChange={(list) => setFilter({ list })}
      />
      <Select
        label="Language"
        value={filters.language}
        options={[
          ['all', 'All languages'],
          ['english', 'English'],
          ['japanese', 'Japanese'],
          ['chinese', 'Chinese'],
        ]}
        onChange={(language) => setFilter({ language })}
      />
      <Select<'all' | CopyLanguage>
        label="Copy language"
        value={filters.copyLanguage ?? 'all'}
        options={[
          ['all', 'Any copy language'],
          ...COPY_LANGUAGES.map((code): [CopyLanguage, string] => [
            code,
            COPY_LANGUAGE_LABELS[code],
          ]),
        ]}
        onChange={(code) => setFilter({ copyLanguage: code === 'all' ? undefined : code })}
      />
      <Select
        label="Type"
        value={filters.kind}
        options={[
          ['all', 'Cards and sealed'],
          ['card', 'Cards'],
          ['sealed', 'Sealed'],
        ]}
        onChange={(kind) => setFilter({ kind })}
      />
      <Select
        label="Grading"
        value={filters.graded}
        options={[
          ['all', 'Graded and raw'],
          ['graded', 'Graded'],
          ['raw', 'Raw (ungraded)'],
        ]}
        onChange={(graded) => setFilter({ graded })}
      />
      {printings.length > 1 || filters.printing ? (
        <Select
          label="Printing"
          value={filters.printing ?? ''}
          options={[
            ['', 'All printings'],
            ...printings.map((option): [string, string] => [option.value, option.label]),
          ]}
          onChange={(printing) => setFilter({ printing })}
        />
      ) : null}
      <Select
        label="Where"
        value={filters.place ?? 'all'}
        options={[
          ['all', 'Anywhere'],
          ['pocket', 'In a binder pocket'],
          ['box', 'In a box'],
          ['nowhere', 'Not filed'],
        ]}
        onChange={(place) => setFilter({ place })}
      />
      <Select
        label="Sort by"
        value={sort.key}
        options={getSortKeys(props.valuesShown ?? true).map((key) => [key, SORT_LABELS[key]])}
        onChange={(key) => props.onSortChange({ ...sort, key })}
      />
      <Select<SortDirection>
        label="Order"
        value={sort.direction}
        options={[
          ['desc', 'Descending'],
          ['asc', 'Ascending'],
        ]}
        onChange={(direction) => props.onSortChange({ ...sort, direction })}
      />
      <fieldset className="collection-toolbar__views" aria-label="Layout">
        {(props.views ?? COLLECTION_VIEWS).map((view) => (
          <button
            key={view}
            type="button"
            className="collection-toolbar__view"
            aria-pressed={props.view === view}
            onClick={() => props.onViewChange(view)}
          >
            {VIEW_LABELS[view]}
          </button>
        ))}
      </fieldset>
    </div>
  );
}
