import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { SyncedCard } from '#core/catalog/sync.schema.ts';
import { isSearchable, prepareQuery } from '#core/search/normalize-search-text.ts';
import { buildSearchIndex, searchCatalog } from '#core/search/search-index.ts';
import { syncedProductsQueryOptions } from '../../../lib/catalog/get-synced-products.ts';
import { cardSearchQueryOptions } from '../api/search-cards.ts';
import {
  type CardFilters,
  type CardOrder,
  type FacetOption,
  filterCards,
  getFacets,
  sortCards,
} from '../lib/card-filters.ts';

/** Filters and sorts work on at most this many of the best matches. */
export const MAX_FILTERED_MATCHES = 3000;

export type CardResultsQuery = CardFilters & {
  search: string;
  page: number;
  pageSize: number;
  sort: CardOrder;
  ownedIds: ReadonlySet<string> | null;
};

export type CardResults = {
  cards: SyncedCard[];
  total: number;
  isPending: boolean;
  isError: boolean;
  /** False while the catalog syncs: the server's ranked pages come without filters. */
  canFilter: boolean;
  /** More matches than MAX_FILTERED_MATCHES: filters see only the best ones. */
  isCapped: boolean;
  facets: { sets: FacetOption[]; rarities: FacetOption[] };
};

const NO_FACETS = { sets: [], rarities: [] };

/**
 * One page of /cards: ranked, filtered and sorted in the browser over the synced catalog, or
 * (until it arrives) the server's ranked search page.
 */
export function useCardResults(query: CardResultsQuery): CardResults {
  const { search, page, pageSize, sort, ownedIds } = query;
  const searchable = isSearchable(prepareQuery(search));
  const products = useQuery(syncedProductsQueryOptions());
  const index = useMemo(
    () =>
      products.data
        ? buildSearchIndex(
            products.data.filter((product) => product.product_type === 'card'),
            [],
          )
        : null,
    [products.data],
  );
  const server = useQuery({
    ...cardSearchQueryOptions(search, page, pageSize),
    enabled: searchable && !index,
  });
  const matches = useMemo(() => {
    if (!index || !searchable) {
      return null;
    }
    const found = searchCatalog(index, search, { limit: MAX_FILTERED_MATCHES, setLimit: 0 });
    return { cards: found.cards, isCapped: found.total > MAX_FILTERED_MATCHES };
  }, [index, search, searchable]);
  const { language, set, rarity, owned } = query;
  const shown = useMemo(
    () =>
      matches
        ? sortCards(filterCards(matches.cards, { language, set, rarity, owned }, ownedIds), sort)
        : null,
    [matches, language, set, rarity, owned, ownedIds, sort],
  );
  const facets = useMemo(() => (matches ? getFacets(matches.cards) : NO_FACETS), [matches]);

  if (shown && matches) {
    const start = (page - 1) * pageSize;
    return {
      cards: shown.slice(start, start + pageSize),
      total: shown.length,
      isPending: false,
      isError: false,
      canFilter: true,
      isCapped: matches.isCapped,
      facets,
    };
  }
  return {
    cards: server.data?.cards ?? [],
    total: server.data?.total ?? 0,
    isPending: server.isPending,
    isError: server.isError,
    canFilter: false,
    isCapped: false,
    facets: NO_FACETS,
  };
}
