import { useMutation, useQueryClient } from '@tanstack/react-query';
import { replaceInCache } from './replace-in-cache.ts';
import { sendSellRequest } from './send-sell-request.ts';

/** POST /api/sell-requests/{id}/response */
function respondToOffer(id: number, decision: 'accept' | 'decline') {
  return sendSellRequest(`/api/sell-requests/${id}/response`, 'POST', { decision });
}

export function useRespondToOffer(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: 'accept' | 'decline') => respondToOffer(id, decision),
    onSuccess: (updated) => replaceInCache(client, updated),
  });
}
