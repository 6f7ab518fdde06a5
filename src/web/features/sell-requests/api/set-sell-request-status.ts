import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ALL_SELL_REQUESTS_KEY } from './get-all-sell-requests.ts';
import { sendSellRequest } from './send-sell-request.ts';

/** PUT /api/admin/sell-requests/{id}/status */
function setSellRequestStatus(id: number, status: 'received' | 'paid') {
  return sendSellRequest(`/api/admin/sell-requests/${id}/status`, 'PUT', { status });
}

export function useSetSellRequestStatus(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (status: 'received' | 'paid') => setSellRequestStatus(id, status),
    onSuccess: () => client.invalidateQueries({ queryKey: ALL_SELL_REQUESTS_KEY }),
  });
}
