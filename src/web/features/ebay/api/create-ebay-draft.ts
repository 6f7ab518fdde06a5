import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type EbayDraft, ebayDraftSchema } from '#core/ebay/ebay.schema.ts';
import { requestJson } from '../../../lib/api-client.ts';
import { EBAY_DRAFTS_KEY } from './get-ebay-drafts.ts';

/** POST /api/ebay/drafts: "List on eBay" for one collection item. */
export async function createEbayDraft(userProductId: number): Promise<EbayDraft> {
  const body = await requestJson('/api/ebay/drafts', { method: 'POST', body: { userProductId } });
  return z.object({ draft: ebayDraftSchema }).parse(body).draft;
}

export function useCreateEbayDraft() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createEbayDraft,
    onSuccess: () => client.invalidateQueries({ queryKey: EBAY_DRAFTS_KEY }),
  });
}
