import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type SaleSettings, saleSettingsSchema } from '#core/prices/sale-settings.schema.ts';
import { SALE_SETTINGS_KEY } from '../../../components/price/price-details-query.ts';
import { parseAnswer, requestJson } from '../../../lib/api-client.ts';

/** PUT /api/sale-settings: the user's shipping cost per order on each marketplace. */
export async function saveSaleSettings(settings: SaleSettings): Promise<SaleSettings> {
  return parseAnswer(
    saleSettingsSchema,
    await requestJson('/api/sale-settings', { method: 'PUT', body: settings }),
    'Failed to save your sale settings',
  );
}

export function useSaveSaleSettings(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSaleSettings,
    onSuccess: async (saved) => {
      queryClient.setQueryData([SALE_SETTINGS_KEY, userId], saved);
      // Nets shown in price details use these assumptions.
      await queryClient.invalidateQueries({ queryKey: ['price-details'] });
    },
  });
}
