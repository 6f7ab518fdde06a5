import { queryOptions, useQuery } from '@tanstack/react-query';
import { type EbayStatus, ebayStatusSchema } from '#core/ebay/ebay.schema.ts';
import { requestJson } from '../../../lib/api-client.ts';

/** GET /api/ebay/status */
export async function fetchEbayStatus(): Promise<EbayStatus> {
  return ebayStatusSchema.parse(await requestJson('/api/ebay/status'));
}

export const EBAY_STATUS_KEY = ['ebay', 'status'] as const;
export const ebayStatusQuery = queryOptions({
  queryKey: EBAY_STATUS_KEY,
  queryFn: fetchEbayStatus,
});
export const useEbayStatus = () => useQuery(ebayStatusQuery);
