import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSellRequest, SellRequest } from '#core/sell-requests/sell-request.schema.ts';
import { MY_SELL_REQUESTS_KEY } from './get-my-sell-requests.ts';
import { sendSellRequest } from './send-sell-request.ts';

/** POST /api/sell-requests */
function createSellRequest(body: CreateSellRequest) {
  return sendSellRequest('/api/sell-requests', 'POST', body);
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
