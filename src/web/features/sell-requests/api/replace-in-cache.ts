import type { QueryClient } from '@tanstack/react-query';
import type { SellRequest } from '#core/sell-requests/sell-request.schema.ts';
import { MY_SELL_REQUESTS_KEY } from './get-my-sell-requests.ts';

/** The spec's "update (replace by id)" on the cached list. */
export function replaceInCache(client: QueryClient, updated: SellRequest) {
  client.setQueryData<SellRequest[]>(MY_SELL_REQUESTS_KEY, (list) =>
    (list ?? []).map((item) => (item.id === updated.id ? updated : item)),
  );
}
