import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type SellRequest,
  sellRequestEnvelopeSchema,
} from '#core/sell-requests/sell-request.schema.ts';
import { requestJson } from '../../../lib/api-client.ts';
import { ALL_SELL_REQUESTS_KEY } from './get-all-sell-requests.ts';

/** PUT /api/admin/sell-requests/{id}/status */
export async function setSellRequestStatus(
  id: number,
  status: 'received' | 'paid',
): Promise<SellRequest> {
  const reply = await requestJson(`/api/admin/sell-requests/${id}/status`, {
    method: 'PUT',
    body: { status },
  });
  return sellRequestEnvelopeSchema.parse(reply).sellRequest;
}

export function useSetSellRequestStatus(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (status: 'received' | 'paid') => setSellRequestStatus(id, status),
    onSuccess: () => client.invalidateQueries({ queryKey: ALL_SELL_REQUESTS_KEY }),
  });
}
