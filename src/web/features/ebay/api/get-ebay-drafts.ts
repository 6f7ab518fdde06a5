import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { type EbayDraft, ebayDraftSchema } from '#core/ebay/ebay.schema.ts';
import { requestJson } from '../../../lib/api-client.ts';

/** GET /api/ebay/drafts */
export async function fetchEbayDrafts(): Promise<EbayDraft[]> {
  const body = await requestJson('/api/ebay/drafts');
  return z.object({ drafts: z.array(ebayDraftSchema) }).parse(body).drafts;
}

export const EBAY_DRAFTS_KEY = ['ebay', 'drafts'] as const;
export const ebayDraftsQuery = (enabled: boolean) =>
  queryOptions({ queryKey: EBAY_DRAFTS_KEY, queryFn: fetchEbayDrafts, enabled });
export const useEbayDrafts = (enabled: boolean) => useQuery(ebayDraftsQuery(enabled));
