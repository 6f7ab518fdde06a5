import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type SellRequest,
  sellRequestEnvelopeSchema,
  type updateSellRequestSchema,
} from '#core/sell-requests/sell-request.schema.ts';
import { requestJson } from '../../../lib/api-client.ts';
import { replaceInCache } from './replace-in-cache.ts';

export type SellRequestUpdate = z.input<typeof updateSellRequestSchema>;

/** PUT /api/sell-requests/{id}: while waiting for an offer. */
export async function updateSellRequest(id: number, body: SellRequestUpdate): Promise<SellRequest> {
  const reply = await requestJson(`/api/sell-requests/${id}`, { method: 'PUT', body });
  return sellRequestEnvelopeSchema.parse(reply).sellRequest;
}

export function useUpdateSellRequest(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SellRequestUpdate) => updateSellRequest(id, body),
    onSuccess: (updated) => replaceInCache(client, updated),
  });
}
