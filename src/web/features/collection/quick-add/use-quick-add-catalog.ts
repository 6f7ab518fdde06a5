import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { CatalogSet } from '#core/catalog/set.schema.ts';
import type { SyncedCard } from '#core/catalog/sync.schema.ts';
import {
  buildQuickAddCatalog,
  type QuickAddCatalog,
} from '#core/collection/quick-add/quick-add-catalog.ts';
import { setsQueryOptions } from '../../../lib/catalog/get-sets.ts';
import { syncedProductsQueryOptions } from '../../../lib/catalog/get-synced-products.ts';

const LANGUAGES = ['english', 'japanese', 'chinese'] as const;

export type QuickAddCards = QuickAddCatalog<SyncedCard>;

function build(products: SyncedCard[], sets: CatalogSet[]): QuickAddCards {
  return buildQuickAddCatalog(
    sets,
    products.filter((product) => product.product_type === 'card'),
  );
}

/**
 * The catalog quick add resolves against: the synced products the search already loads, and
 * the three set lists. `load` waits for them when a line is typed before they arrive.
 */
export function useQuickAddCatalog() {
  const client = useQueryClient();
  const products = useQuery(syncedProductsQueryOptions());
  const sets = useQueries({
    queries: LANGUAGES.map((language) => setsQueryOptions(language)),
    combine: (lists) => ({
      data: lists.every((list) => list.data) ? lists.flatMap((list) => list.data ?? []) : undefined,
      isError: lists.some((list) => list.isError),
    }),
  });
  const catalog = useMemo(
    () => (products.data && sets.data ? build(products.data, sets.data) : null),
    [products.data, sets.data],
  );
  const load = useCallback(async (): Promise<QuickAddCards> => {
    if (catalog) {
      return catalog;
    }
    const [all, ...lists] = await Promise.all([
      client.ensureQueryData(syncedProductsQueryOptions()),
      ...LANGUAGES.map((language) => client.ensureQueryData(setsQueryOptions(language))),
    ]);
    return build(all, lists.flat());
  }, [catalog, client]);
  return { isReady: catalog !== null, isError: products.isError || sets.isError, load };
}
