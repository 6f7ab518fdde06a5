import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CreateSellRequest,
  type SellRequest,
  sellRequestEnvelopeSchema,
} from '#core/sell-requests/sell-request.schema.ts';
import { requestJson } from '../../../lib/api-client.ts';
import { MY_SELL_REQUESTS_KEY } from './get-my-sell-requests.ts';

/** POST /api/sell-requests */
export async function createSellRequest(body: CreateSellRequest): Promise<SellRequest> {
  const reply = await requestJson('/api/sell-requests', { method: 'POST', body });
  return sellRequestEnvelopeSchema.parse(reply).sellRequest;
}

/** Create success appends the new request to the cached list. */
export function useCreateSellRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createSellRequest,
    onSuccess: (created) =>
      client.setQueryData<SellRequest[]>(MY_SELL_REQUESTS_KEY, (list) => [
        created,
        ...(list ?? []),
      ]),
  });
}
