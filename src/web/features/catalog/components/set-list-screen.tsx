import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useDeferredValue, useMemo, useState } from 'react';
import type { CatalogLanguage } from '#core/catalog/catalog-language.ts';
import { CatalogImage } from '../../../components/ui/catalog-image.tsx';
import { type SetSummary, setsQueryOptions } from '../../../lib/catalog/get-sets.ts';
import { formatReleaseDate, getSetDisplayName, LANGUAGE_LABELS } from '../lib/catalog-format.ts';
import { filterSets, groupSetsBySeries } from '../lib/group-sets.ts';
import { SetLink } from './set-link.tsx';
import './cross-language.css';

const SET_LIST_LANGUAGES: CatalogLanguage[] = ['english', 'japanese', 'chinese'];
const SET_LIST_PATHS = {
  english: '/english/sets',
  japanese: '/japanese/sets',
  chinese: '/chinese/sets',
} as const;

function SetTile({ set }: { set: SetSummary }) {
  const name = getSetDisplayName(set);
  const released = formatReleaseDate(set.release_date);
  return (
    <li>
      <SetLink set={set} className="catalog-set-tile">
        <CatalogImage src={set.image_url} alt={`${name} logo`} className="catalog-set-tile__logo" />
        <span className="catalog-set-tile__name">{name}</span>
        {set.english_name ? (
          // The English set its cards came out in, which is not always a translation of the
          // name (迅雷スパーク is in Lost Thunder): said as such.
          <span className="catalog-set-tile__english-name">
            English release: <span lang="en">{set.english_name}</span>
          </span>
        ) : null}
        <span className="catalog-set-tile__meta">
          {set.abbreviation ? <span>{set.abbreviation} · </span> : null}
          <span>{set.card_count === 1 ? '1 card' : `${set.card_count} cards`}</span>
          {released ? <span> · {released}</span> : null}
        </span>
      </SetLink>
    </li>
  );
}

function errorText(language: CatalogLanguage, error: unknown): string {
  if (error instanceof Error) {
    return error.message;
  }
  const status = error instanceof Response ? `: ${error.status}` : '';
  return `Failed to fetch ${LANGUAGE_LABELS[language]} sets${status}`;
}

/** /english/sets, /japanese/sets and /chinese/sets: sets grouped by series, newest first. */
export function SetListScreen({ language }: { language: CatalogLanguage }) {
  const label = LANGUAGE_LABELS[language];
  const { data, isPending, isError, error, refetch } = useQuery(setsQueryOptions(language));
  const [filter, setFilter] = useState('');
  const deferredFilter = useDeferredValue(filter);
  const groups = useMemo(
    () => groupSetsBySeries(filterSets(data ?? [], deferredFilter)),
    [data, deferredFilter],
  );

  return (
    <section className="catalog-page" aria-labelledby="set-list-title">
      <div className="catalog-page__head row-spread">
        <h1 id="set-list-title">{label} Pokemon Sets</h1>
        <nav aria-label="Set languages" className="catalog-tabs">
          {SET_LIST_LANGUAGES.map((other) => (
            <Link
              key={other}
              to={SET_LIST_PATHS[other]}
              className={other === language ? 'catalog-tab catalog-tab--active' : 'catalog-tab'}
              aria-current={other === language ? 'page' : undefined}
            >
              {LANGUAGE_LABELS[other]}
            </Link>
          ))}
        </nav>
      </div>
      <input
        type="search"
        className="catalog-filter"
        aria-label="Filter sets"
        placeholder="Filter by set name or abbreviation"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
      />
      {isPending ? (
        <p className="muted" role="status">
          Loading {label} sets...
        </p>
      ) : isError ? (
        <div className="catalog-error" role="alert">
          <p>{errorText(language, error)}</p>
          <button type="button" className="button button--secondary" onClick={() => void refetch()}>
            Try again
          </button>
        </div>
      ) : groups.length === 0 ? (
        <p className="catalog-empty">
          {filter.trim() ? `No sets match "${filter.trim()}".` : `No ${label} sets yet.`}
        </p>
      ) : (
        groups.map((group) => (
          <section key={group.series} className="catalog-series" aria-label={group.series}>
            <h2>{group.series}</h2>
            <ul className="catalog-set-grid">
              {group.sets.map((set) => (
                <SetTile key={set.id} set={set} />
              ))}
            </ul>
          </section>
        ))
      )}
    </section>
  );
}
