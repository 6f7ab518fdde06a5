import { useQueries } from '@tanstack/react-query';
import type { TcgProduct } from '#core/catalog/product.schema.ts';
import { getVariantOptions, type VariantOption } from '#core/collection/client-rules.ts';
import { productQueryOptions } from '#web/lib/catalog/get-product.ts';
import { getDefaultVariant } from '../api/get-variant-options.ts';

export type CandidateProducts = {
  /** The catalog product of a candidate, once loaded (price, printings). */
  product: (productId: string) => TcgProduct | undefined;
  printings: (productId: string) => VariantOption[];
  defaultPrinting: (productId: string) => string;
};

/** The catalog products of every candidate in the review table (cached per product). */
export function useCandidateProducts(productIds: readonly string[]): CandidateProducts {
  const unique = [...new Set(productIds)];
  const results = useQueries({ queries: unique.map((id) => productQueryOptions(id)) });
  const byId = new Map<string, TcgProduct>();
  unique.forEach((id, index) => {
    const data = results[index]?.data;
    if (data) {
      byId.set(id, data);
    }
  });
  const printings = (productId: string) => getVariantOptions(byId.get(productId)?.variants);
  return {
    product: (productId) => byId.get(productId),
    printings,
    defaultPrinting: (productId) => getDefaultVariant(printings(productId)),
  };
}
