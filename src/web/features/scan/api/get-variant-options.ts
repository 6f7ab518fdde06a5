import { useQuery } from '@tanstack/react-query';
import { getVariantOptions } from '#core/collection/client-rules.ts';
import { getProduct } from '../../../lib/catalog/get-product.ts';

export { getDefaultPrinting as getDefaultVariant } from '#core/collection/client-rules.ts';

/**
 * GET /api/tcgproducts/{id} for a card's printings (every printing, by printing key); sealed
 * products have none.
 */
export function useVariantOptions(productId: string, isCard: boolean) {
  const query = useQuery({
    queryKey: ['scan', 'variants', productId],
    queryFn: () => getProduct(productId),
    enabled: isCard,
    staleTime: 5 * 60_000,
    retry: false,
  });
  return getVariantOptions(isCard ? query.data?.variants : null);
}
