import { useQuery } from '@tanstack/react-query';
import type { TcgProduct } from '#core/catalog/product.schema.ts';
import { getProduct } from '../../../lib/catalog/get-product.ts';

export type VariantOption = { value: string; label: string };

const LABELS: Record<string, string> = { normal: 'Normal', holo: 'Holo', reverse: 'Reverse holo' };
const NORMAL: VariantOption = { value: 'normal', label: 'Normal' };

/** The distinct printing types of a card (normal, holo, reverse ...), normal when unknown. */
export function getVariantOptions(product: Pick<TcgProduct, 'variants'> | null): VariantOption[] {
  const types = [...new Set((product?.variants ?? []).map((variant) => variant.type))];
  if (types.length === 0) {
    return [NORMAL];
  }
  return types.map((type) => ({
    value: type,
    label: LABELS[type] ?? type.charAt(0).toUpperCase() + type.slice(1),
  }));
}

/** 'normal' when the card has it (or nothing is known), else its first printing. */
export function getDefaultVariant(options: VariantOption[]): string {
  return options.some((option) => option.value === 'normal')
    ? 'normal'
    : (options[0]?.value ?? 'normal');
}

/** GET /api/tcgproducts/{id} for a card's printings; sealed products have none. */
export function useVariantOptions(productId: string, isCard: boolean) {
  const query = useQuery({
    queryKey: ['scan', 'variants', productId],
    queryFn: () => getProduct(productId),
    enabled: isCard,
    staleTime: 5 * 60_000,
    retry: false,
  });
  return getVariantOptions(isCard ? (query.data ?? null) : null);
}
