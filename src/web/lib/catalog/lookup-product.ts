import { queryOptions } from '@tanstack/react-query';
import { productOrNull } from './get-product.ts';
import { CATALOG_STALE_TIME } from './get-sets.ts';

export type ProductLookup = {
  language: 'japanese' | 'chinese';
  name: string;
  number: string;
  set: string;
};

/** GET /api/tcgproducts/lookup: a card by name, number and set name (id-less links); null when none. */
export function lookupProduct(lookup: ProductLookup) {
  const query = new URLSearchParams({
    language: lookup.language,
    name: lookup.name,
    number: lookup.number,
    set: lookup.set,
  });
  return productOrNull(`/api/tcgproducts/lookup?${query}`);
}

export function productLookupQueryOptions(lookup: ProductLookup) {
  return queryOptions({
    queryKey: ['tcgProducts', 'lookup', lookup],
    queryFn: () => lookupProduct(lookup),
    staleTime: CATALOG_STALE_TIME,
  });
}
