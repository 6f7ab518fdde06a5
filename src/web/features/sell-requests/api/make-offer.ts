import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ALL_SELL_REQUESTS_KEY } from './get-all-sell-requests.ts';
import { sendSellRequest } from './send-sell-request.ts';

export type Offer = { itemId: number; offerCents: number };

/** POST /api/admin/sell-requests/{id}/offer */
function makeOffer(id: number, offers: Offer[]) {
  return sendSellRequest(`/api/admin/sell-requests/${id}/offer`, 'POST', { offers });
}

export function useMakeOffer(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (offers: Offer[]) => makeOffer(id, offers),
    onSuccess: () => client.invalidateQueries({ queryKey: ALL_SELL_REQUESTS_KEY }),
  });
}
