import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { updateSellRequestSchema } from '#core/sell-requests/sell-request.schema.ts';
import { replaceInCache } from './replace-in-cache.ts';
import { sendSellRequest } from './send-sell-request.ts';

export type SellRequestUpdate = z.input<typeof updateSellRequestSchema>;

/** PUT /api/sell-requests/{id}: while waiting for an offer. */
function updateSellRequest(id: number, body: SellRequestUpdate) {
  return sendSellRequest(`/api/sell-requests/${id}`, 'PUT', body);
}

export function useUpdateSellRequest(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SellRequestUpdate) => updateSellRequest(id, body),
    onSuccess: (updated) => replaceInCache(client, updated),
  });
}
