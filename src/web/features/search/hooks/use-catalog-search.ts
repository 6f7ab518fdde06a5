import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { CatalogSet } from '#core/catalog/set.schema.ts';
import type { SyncedCard } from '#core/catalog/sync.schema.ts';
import { isSearchable, prepareQuery } from '#core/search/normalize-search-text.ts';
import { rankSets } from '#core/search/rank-catalog.ts';
import { MAX_CARD_RESULTS, MAX_SET_RESULTS } from '#core/search/search-constants.ts';
import { buildSearchIndex, searchCatalog } from '#core/search/search-index.ts';
// The search ranks the same set lists the set screens show (one cache entry per language).
import { setsQueryOptions } from '../../../lib/catalog/get-sets.ts';
import { syncedProductsQueryOptions } from '../../../lib/catalog/get-synced-products.ts';
import { cardSearchQueryOptions } from '../api/search-cards.ts';

const LANGUAGES = ['english', 'japanese', 'chinese'] as const;

function combineSetLists(lists: { data?: CatalogSet[] }[]): CatalogSet[] {
  return lists.flatMap((list) => list.data ?? []);
}

export type CatalogSearchResult = {
  cards: SyncedCard[];
  sets: CatalogSet[];
  /** True while the answer for this query is still on its way. */
  isLoading: boolean;
  /** Where the card results come from: the synced catalog, or the server while it syncs. */
  source: 'browser' | 'server';
  syncFailed: boolean;
};

/**
 * Card and set suggestions for a query, ranked in the browser over the synced catalog with the
 * core index. Until the first sync has arrived, cards come from the server's search endpoint
 * (same ranking) so the first search does not wait for the whole catalog.
 */
export function useCatalogSearch(query: string): CatalogSearchResult {
  const products = useQuery(syncedProductsQueryOptions());
  const sets = useQueries({
    queries: LANGUAGES.map((language) => setsQueryOptions(language)),
    combine: combineSetLists,
  });
  const index = useMemo(
    // Cards only, as the server's /api/cards/search: sealed products belong to the shop results.
    () =>
      products.data
        ? buildSearchIndex(
            products.data.filter((product) => product.product_type === 'card'),
            sets,
          )
        : null,
    [products.data, sets],
  );
  const searchable = isSearchable(prepareQuery(query));
  const fallback = useQuery({
    ...cardSearchQueryOptions(query, 1, MAX_CARD_RESULTS),
    enabled: searchable && !index,
    placeholderData: undefined,
  });

  return useMemo((): CatalogSearchResult => {
    const syncFailed = products.isError;
    if (!searchable) {
      return { cards: [], sets: [], isLoading: false, source: 'browser', syncFailed };
    }
    if (index) {
      const result = searchCatalog(index, query, {
        limit: MAX_CARD_RESULTS,
        setLimit: MAX_SET_RESULTS,
      });
      return {
        cards: result.cards,
        sets: result.sets,
        isLoading: false,
        source: 'browser',
        syncFailed,
      };
    }
    return {
      cards: fallback.data?.cards.slice(0, MAX_CARD_RESULTS) ?? [],
      sets: rankSets(sets, query, MAX_SET_RESULTS),
      isLoading: fallback.isPending,
      source: 'server',
      syncFailed,
    };
  }, [index, query, searchable, sets, fallback.data, fallback.isPending, products.isError]);
}
