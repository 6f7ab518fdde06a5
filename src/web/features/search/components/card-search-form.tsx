import { type FormEvent, useEffect, useId, useState } from 'react';
import type { CardOrder, FacetOption } from '../lib/card-filters.ts';

/** What /cards keeps in its URL query. */
export type CardSearchState = {
  search?: string;
  page?: number;
  language?: 'english' | 'japanese' | 'chinese';
  set?: string;
  rarity?: string;
  owned?: 'yes' | 'no';
  sort?: CardOrder;
};

const LANGUAGE_OPTIONS: FacetOption[] = [
  { value: 'english', label: 'English' },
  { value: 'japanese', label: 'Japanese' },
  { value: 'chinese', label: 'Chinese' },
];

const OWNED_OPTIONS: FacetOption[] = [
  { value: 'yes', label: 'In my collection' },
  { value: 'no', label: 'Not in my collection' },
];

const SORT_LABELS: Record<CardOrder, string> = {
  relevance: 'Best match',
  name: 'Name',
  number: 'Number',
  price: 'Price (highest first)',
  release: 'Release (newest first)',
};

function Choice({
  label,
  value,
  options,
  anyLabel,
  onChange,
}: {
  label: string;
  value: string | undefined;
  options: FacetOption[];
  anyLabel?: string;
  onChange: (value: string | undefined) => void;
}) {
  const id = useId();
  return (
    <div className="card-search__field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        {anyLabel ? <option value="">{anyLabel}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The /cards search box, filters and sort; every change goes to the URL (page 1 again). */
export function CardSearchForm({
  state,
  facets,
  canFilter,
  signedIn,
  onChange,
}: {
  state: CardSearchState;
  facets: { sets: FacetOption[]; rarities: FacetOption[] };
  canFilter: boolean;
  signedIn: boolean;
  onChange: (next: CardSearchState) => void;
}) {
  const [text, setText] = useState(state.search ?? '');
  useEffect(() => setText(state.search ?? ''), [state.search]);
  const change = (patch: Partial<CardSearchState>) =>
    onChange({ ...state, ...patch, page: undefined });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change({ search: text.trim() || undefined, set: undefined, rarity: undefined });
  };
  const filtersOff = !canFilter;

  return (
    <search className="card-search">
      <form className="card-search__form" onSubmit={submit}>
        <div className="card-search__bar">
          <input
            type="search"
            aria-label="Search cards"
            placeholder="Name, number or set, e.g. charizard 4"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="button">
            Search
          </button>
        </div>
        <fieldset className="card-search__filters" aria-label="Filters" disabled={filtersOff}>
          <Choice
            label="Language"
            value={state.language}
            anyLabel="All languages"
            options={LANGUAGE_OPTIONS}
            onChange={(value) => change({ language: value as CardSearchState['language'] })}
          />
          <Choice
            label="Set"
            value={state.set}
            anyLabel="All sets"
            options={facets.sets}
            onChange={(set) => change({ set })}
          />
          <Choice
            label="Rarity"
            value={state.rarity}
            anyLabel="All rarities"
            options={facets.rarities}
            onChange={(rarity) => change({ rarity })}
          />
          {signedIn ? (
            <Choice
              label="Owned"
              value={state.owned}
              anyLabel="Owned or not"
              options={OWNED_OPTIONS}
              onChange={(value) => change({ owned: value as CardSearchState['owned'] })}
            />
          ) : null}
          <Choice
            label="Sort"
            value={state.sort ?? 'relevance'}
            options={Object.entries(SORT_LABELS).map(([value, label]) => ({ value, label }))}
            onChange={(value) =>
              change({ sort: value === 'relevance' ? undefined : (value as CardOrder) })
            }
          />
        </fieldset>
        {filtersOff && state.search ? (
          <p className="muted card-search__note" role="status">
            Filters and sorting open once the catalog has loaded.
          </p>
        ) : null}
      </form>
    </search>
  );
}
