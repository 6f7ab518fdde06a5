import { queryOptions } from '@tanstack/react-query';
import type { TcgProduct } from '#core/catalog/product.schema.ts';
import { request } from '../api-client.ts';
import { CATALOG_STALE_TIME } from './get-sets.ts';

function unwrapProduct(body: unknown): TcgProduct {
  const record = body as { product?: TcgProduct } & TcgProduct;
  return record.product ?? record;
}

/** GET /api/tcgproducts/{id}; null when the catalog has no such product (404). */
export async function getProduct(id: string): Promise<TcgProduct | null> {
  try {
    const response = await request(`/api/tcgproducts/${encodeURIComponent(id)}`);
    return unwrapProduct(await response.json());
  } catch (error) {
    if (error instanceof Response && (error.status === 404 || error.status === 400)) {
      return null;
    }
    throw error;
  }
}

export function productQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['tcgProducts', 'byId', id],
    queryFn: () => getProduct(id),
    staleTime: CATALOG_STALE_TIME,
  });
}

export type ProductLookup = {
  language: 'japanese' | 'chinese';
  name: string;
  number: string;
  set: string;
};

/** Finds a card by name, number and set name (the id-less card links); null when none. */
export async function lookupProduct(lookup: ProductLookup): Promise<TcgProduct | null> {
  const query = new URLSearchParams({
    language: lookup.language,
    name: lookup.name,
    number: lookup.number,
    set: lookup.set,
  });
  try {
    const response = await request(`/api/tcgproducts/lookup?${query}`);
    return unwrapProduct(await response.json());
  } catch (error) {
    if (error instanceof Response && (error.status === 404 || error.status === 400)) {
      return null;
    }
    throw error;
  }
}

export function productLookupQueryOptions(lookup: ProductLookup) {
  return queryOptions({
    queryKey: ['tcgProducts', 'lookup', lookup],
    queryFn: () => lookupProduct(lookup),
    staleTime: CATALOG_STALE_TIME,
  });
}
