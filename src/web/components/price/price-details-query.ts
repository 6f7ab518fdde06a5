import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Condition } from '#core/collection/user-product.schema.ts';
import { type PriceDetails, priceDetailsSchema } from '#core/prices/price-details.schema.ts';
import { type SaleSettings, saleSettingsSchema } from '#core/prices/sale-settings.schema.ts';
import { parseAnswer, requestJson } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session/session-context.tsx';

type PriceRef = { productId: string; variant?: string | null; condition?: Condition };

/** GET /api/tcgproducts/{id}/price-details?variant=&condition= */
export async function fetchPriceDetails(ref: PriceRef): Promise<PriceDetails> {
  const query = new URLSearchParams({ condition: ref.condition ?? 'NM' });
  if (ref.variant) {
    query.set('variant', ref.variant);
  }
  const path = `/api/tcgproducts/${encodeURIComponent(ref.productId)}/price-details?${query}`;
  return parseAnswer(priceDetailsSchema, await requestJson(path), 'Failed to fetch price details');
}

/** Keyed by the user too: the net uses their own shipping assumptions. */
export function usePriceDetails(ref: PriceRef, enabled: boolean) {
  const { user } = useSession();
  return useQuery(
    queryOptions({
      queryKey: [
        'price-details',
        user?.id ?? null,
        ref.productId,
        ref.variant ?? '',
        ref.condition,
      ],
      queryFn: () => fetchPriceDetails(ref),
      enabled,
      staleTime: 60_000,
    }),
  );
}

export const SALE_SETTINGS_KEY = 'sale-settings';

/** GET /api/sale-settings (signed in): shipping per marketplace. */
export async function fetchSaleSettings(): Promise<SaleSettings> {
  return parseAnswer(
    saleSettingsSchema,
    await requestJson('/api/sale-settings'),
    'Failed to fetch your sale settings',
  );
}

export function useSaleSettings(userId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: [SALE_SETTINGS_KEY, userId],
      queryFn: fetchSaleSettings,
      enabled: userId !== null,
      staleTime: 10 * 60_000,
    }),
  );
}
