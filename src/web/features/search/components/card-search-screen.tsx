import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { SyncedCard } from '#core/catalog/sync.schema.ts';
import { isSearchable, prepareQuery } from '#core/search/normalize-search-text.ts';
import { SEARCH_MIN_CHARS } from '#core/search/search-constants.ts';
import { RouteLink } from '#web/components/ui/route-link.tsx';
import { cardSearchQueryOptions } from '../api/search-cards.ts';

export const CARD_SEARCH_PAGE_SIZE = 40;

function pageHref(search: string, page: number): string {
  const query = new URLSearchParams({ search });
  if (page > 1) {
    query.set('page', String(page));
  }
  return `/cards?${query}`;
}

/**
 * /cards?search=: every match of the server's ranked card search, a page at a time; the page
 * draws each card (`renderCard`).
 */
export function CardSearchScreen({
  search,
  page,
  renderCard,
}: {
  search: string;
  page: number;
  renderCard: (card: SyncedCard) => ReactNode;
}) {
  const searchable = isSearchable(prepareQuery(search));
  const { data, isPending, isError, isPlaceholderData } = useQuery({
    ...cardSearchQueryOptions(search, page, CARD_SEARCH_PAGE_SIZE),
    enabled: searchable,
  });
  const total = data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / CARD_SEARCH_PAGE_SIZE));
  const first = (page - 1) * CARD_SEARCH_PAGE_SIZE + 1;

  return (
    <section className="catalog-page" aria-labelledby="card-search-title">
      <h1 id="card-search-title">{search ? `Results for "${search}"` : 'Card search'}</h1>
      {!searchable ? (
        <p className="catalog-empty">
          Search for a card by name, number or set: at least {SEARCH_MIN_CHARS} characters.
        </p>
      ) : isPending ? (
        <p className="muted" role="status">
          Searching...
        </p>
      ) : isError ? (
        <p role="alert">The search failed. Please try again.</p>
      ) : total === 0 || data.cards.length === 0 ? (
        <p className="catalog-empty">No cards match "{search}".</p>
      ) : (
        <>
          <p className="catalog-count" aria-live="polite">
            {total === 1 ? '1 card' : `${total} cards`}, showing {first}–
            {first + data.cards.length - 1}
          </p>
          <ul
            aria-label="Search results"
            className="catalog-result-grid"
            aria-busy={isPlaceholderData}
          >
            {data.cards.map((card) => (
              <li key={card.product_id}>{renderCard(card)}</li>
            ))}
          </ul>
          {pageCount > 1 ? (
            <nav aria-label="Result pages" className="catalog-pager">
              {page > 1 ? (
                <RouteLink href={pageHref(search, page - 1)} rel="prev">
                  Previous
                </RouteLink>
              ) : (
                <span aria-hidden="true" />
              )}
              <span>
                Page {page} of {pageCount}
              </span>
              {page < pageCount ? (
                <RouteLink href={pageHref(search, page + 1)} rel="next">
                  Next
                </RouteLink>
              ) : (
                <span aria-hidden="true" />
              )}
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}
