import type { ReactNode } from 'react';
import type { SyncedCard } from '#core/catalog/sync.schema.ts';
import { isSearchable, prepareQuery } from '#core/search/normalize-search-text.ts';
import { SEARCH_MIN_CHARS } from '#core/search/search-constants.ts';
import { RouteLink } from '#web/components/ui/route-link.tsx';
import { MAX_FILTERED_MATCHES, useCardResults } from '../hooks/use-card-results.ts';
import { CardSearchForm, type CardSearchState } from './card-search-form.tsx';
import './search.css';

export const CARD_SEARCH_PAGE_SIZE = 40;

/** /cards with the state's query (filters and sort kept), on `page`. */
export function getCardSearchHref(state: CardSearchState, page = 1): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...state, page: page > 1 ? page : undefined })) {
    if (value !== undefined && value !== '') {
      query.set(key, String(value));
    }
  }
  const text = query.toString();
  return text ? `/cards?${text}` : '/cards';
}

function hasFilters(state: CardSearchState): boolean {
  return Boolean(state.language || state.set || state.rarity || state.owned);
}

function Pager({
  state,
  page,
  pageCount,
}: {
  state: CardSearchState;
  page: number;
  pageCount: number;
}) {
  return (
    <nav aria-label="Result pages" className="catalog-pager">
      {page > 1 ? (
        <RouteLink href={getCardSearchHref(state, page - 1)} rel="prev">
          Previous
        </RouteLink>
      ) : (
        <span aria-hidden="true" />
      )}
      <span>
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <RouteLink href={getCardSearchHref(state, page + 1)} rel="next">
          Next
        </RouteLink>
      ) : (
        <span aria-hidden="true" />
      )}
    </nav>
  );
}

/**
 * /cards: a search box, filters (language, set, rarity, owned) and sort, all kept in the URL,
 * then every match a page at a time; the page draws each card (`renderCard`).
 */
export function CardSearchScreen({
  state,
  ownedIds,
  signedIn,
  onChange,
  renderCard,
}: {
  state: CardSearchState;
  /** The signed-in user's product ids (the owned filter), null when signed out or loading. */
  ownedIds: ReadonlySet<string> | null;
  signedIn: boolean;
  onChange: (next: CardSearchState) => void;
  renderCard: (card: SyncedCard) => ReactNode;
}) {
  const search = state.search ?? '';
  const page = state.page ?? 1;
  const searchable = isSearchable(prepareQuery(search));
  const results = useCardResults({
    search,
    page,
    pageSize: CARD_SEARCH_PAGE_SIZE,
    sort: state.sort ?? 'relevance',
    language: state.language,
    set: state.set,
    rarity: state.rarity,
    owned: state.owned,
    ownedIds,
  });
  const { total, cards } = results;
  const pageCount = Math.max(1, Math.ceil(total / CARD_SEARCH_PAGE_SIZE));
  const first = (page - 1) * CARD_SEARCH_PAGE_SIZE + 1;

  return (
    <section className="catalog-page" aria-labelledby="card-search-title">
      <h1 id="card-search-title">{search ? `Results for "${search}"` : 'Card search'}</h1>
      <CardSearchForm
        state={state}
        facets={results.facets}
        canFilter={results.canFilter}
        signedIn={signedIn}
        onChange={onChange}
      />
      {!searchable ? (
        <p className="catalog-empty">
          Search for a card by name, number or set: at least {SEARCH_MIN_CHARS} characters.
        </p>
      ) : results.isPending ? (
        <p className="muted" role="status">
          Searching...
        </p>
      ) : results.isError ? (
        <p role="alert">The search failed. Please try again.</p>
      ) : total === 0 || cards.length === 0 ? (
        <p className="catalog-empty">
          No cards match "{search}"{hasFilters(state) ? ' with these filters' : ''}.
        </p>
      ) : (
        <>
          <p className="catalog-count" aria-live="polite">
            {total === 1 ? '1 card' : `${total} cards`}, showing {first}–{first + cards.length - 1}
            {results.isCapped ? ` (the best ${MAX_FILTERED_MATCHES} matches)` : ''}
          </p>
          <ul aria-label="Search results" className="catalog-result-grid">
            {cards.map((card) => (
              <li key={card.product_id}>{renderCard(card)}</li>
            ))}
          </ul>
          {pageCount > 1 ? <Pager state={state} page={page} pageCount={pageCount} /> : null}
        </>
      )}
    </section>
  );
}
