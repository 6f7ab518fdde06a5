import type { QueryClient } from '@tanstack/react-query';
import type { CatalogLanguage } from '#core/catalog/catalog-language.ts';
import type { ImportCandidate } from '#core/collection/collection-csv.ts';
import {
  buildCatalogIndex,
  buildSetIndex,
  type CatalogIndex,
  findCandidateSet,
  type ImportProduct,
  type SetIndex,
} from '#core/collection/collection-csv-match.ts';
import { productQueryOptions } from '../../../lib/catalog/get-product.ts';
import { setProductsQueryOptions } from '../../../lib/catalog/get-set-products.ts';
import { setsQueryOptions } from '../../../lib/catalog/get-sets.ts';

/** Single-product lookups for rows whose set cannot be found; more are left unmatched. */
const MAX_SINGLE_LOOKUPS = 200;

async function loadSets(client: QueryClient, languages: Set<CatalogLanguage>) {
  const lists = await Promise.all(
    [...languages].map((language) => client.fetchQuery(setsQueryOptions(language))),
  );
  return lists.flat().map((set) => ({
    id: set.id,
    name: set.name ?? set.set_name,
    abbreviation: set.abbreviation,
    language: set.language,
  }));
}

/** Runs the tasks a few at a time. */
async function inBatches<T>(items: readonly T[], size: number, run: (item: T) => Promise<void>) {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map(run));
  }
}

/**
 * The catalog slice an import needs: the set lists of the rows' languages, every product of
 * each set the rows name, and single products named by id whose set was not found.
 */
export async function loadImportCatalog(
  client: QueryClient,
  candidates: readonly ImportCandidate[],
): Promise<{ sets: SetIndex; index: CatalogIndex }> {
  const sets = buildSetIndex(
    await loadSets(client, new Set(candidates.map((row) => row.language))),
  );
  const setIds = new Set<string>();
  const looseIds = new Set<string>();
  for (const candidate of candidates) {
    const set = findCandidateSet(candidate, sets);
    if (set) {
      setIds.add(set.id);
    } else if (candidate.productId) {
      looseIds.add(candidate.productId);
    }
  }
  const products: ImportProduct[] = [];
  await inBatches([...setIds], 4, async (setId) => {
    products.push(...((await client.fetchQuery(setProductsQueryOptions(setId))) ?? []));
  });
  const known = new Set(products.map((product) => product.product_id));
  const lookups = [...looseIds].filter((id) => !known.has(id)).slice(0, MAX_SINGLE_LOOKUPS);
  await inBatches(lookups, 4, async (id) => {
    const product = await client.fetchQuery(productQueryOptions(id));
    if (product) {
      products.push(product);
    }
  });
  return { sets, index: buildCatalogIndex(products) };
}
