import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type SellRequest,
  sellRequestEnvelopeSchema,
} from '#core/sell-requests/sell-request.schema.ts';
import { requestJson } from '../../../lib/api-client.ts';
import { ALL_SELL_REQUESTS_KEY } from './get-all-sell-requests.ts';

export type Offer = { itemId: number; offerCents: number };

/** POST /api/admin/sell-requests/{id}/offer */
export async function makeOffer(id: number, offers: Offer[]): Promise<SellRequest> {
  const reply = await requestJson(`/api/admin/sell-requests/${id}/offer`, {
    method: 'POST',
    body: { offers },
  });
  return sellRequestEnvelopeSchema.parse(reply).sellRequest;
}

export function useMakeOffer(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (offers: Offer[]) => makeOffer(id, offers),
    onSuccess: () => client.invalidateQueries({ queryKey: ALL_SELL_REQUESTS_KEY }),
  });
}
