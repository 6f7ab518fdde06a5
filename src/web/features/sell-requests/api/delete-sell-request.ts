import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SellRequest } from '#core/sell-requests/sell-request.schema.ts';
import { request } from '../../../lib/api-client.ts';
import { MY_SELL_REQUESTS_KEY } from './get-my-sell-requests.ts';

/** DELETE /api/sell-requests/{id}: withdraws a request not yet accepted. */
export async function deleteSellRequest(id: number): Promise<void> {
  await request(`/api/sell-requests/${id}`, { method: 'DELETE' });
}

export function useDeleteSellRequest(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => deleteSellRequest(id),
    onSuccess: () =>
      client.setQueryData<SellRequest[]>(MY_SELL_REQUESTS_KEY, (list) =>
        (list ?? []).filter((item) => item.id !== id),
      ),
  });
}
