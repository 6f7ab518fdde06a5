import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { orderQuoteSchema } from '#core/shop/order.schema.ts';
import { parseAnswer, requestJson } from '../../../lib/api-client.ts';

/**
 * POST /api/orders/quote: the order's total with shipping to `country`, priced by the server rule
 * that charges it. Asked only for a two-letter country.
 */
export function useOrderQuote(items: { id: number; quantity: number }[], country: string) {
  const lines = items.map(({ id, quantity }) => ({ id, quantity }));
  const code = country.trim().toUpperCase();
  return useQuery({
    queryKey: ['orders', 'quote', code, lines],
    queryFn: async () =>
      parseAnswer(
        orderQuoteSchema,
        await requestJson('/api/orders/quote', {
          method: 'POST',
          body: { items: lines, country: code },
        }),
        'The shipping cost could not be loaded.',
      ),
    enabled: lines.length > 0 && code.length === 2,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
