import type { CardVariant } from '#core/catalog/product.schema.ts';
import { printingLabel } from '#core/collection/printing-key.ts';

/** Distinct labels in catalog order; a card without variant data is a single normal printing. */
export function getVariantLabels(variants: readonly CardVariant[] | null | undefined): string[] {
  if (!variants || variants.length === 0) {
    return [];
  }
  return [...new Set(variants.map(printingLabel))];
}
