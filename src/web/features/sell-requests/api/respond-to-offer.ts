import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type SellRequest,
  sellRequestEnvelopeSchema,
} from '#core/sell-requests/sell-request.schema.ts';
import { requestJson } from '../../../lib/api-client.ts';
import { replaceInCache } from './replace-in-cache.ts';

/** POST /api/sell-requests/{id}/response */
export async function respondToOffer(
  id: number,
  decision: 'accept' | 'decline',
): Promise<SellRequest> {
  const reply = await requestJson(`/api/sell-requests/${id}/response`, {
    method: 'POST',
    body: { decision },
  });
  return sellRequestEnvelopeSchema.parse(reply).sellRequest;
}

export function useRespondToOffer(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: 'accept' | 'decline') => respondToOffer(id, decision),
    onSuccess: (updated) => replaceInCache(client, updated),
  });
}
