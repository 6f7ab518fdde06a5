import { queryOptions, useQuery } from '@tanstack/react-query';
import { type MyAffiliate, myAffiliateSchema } from '#core/admin/affiliates.schema.ts';
import { requestJson } from '../../../lib/api-client.ts';

/** GET /api/affiliates/me: the signed-in user's referral numbers (last 30 days). */
export async function fetchMyAffiliate(): Promise<MyAffiliate> {
  return myAffiliateSchema.parse(await requestJson('/api/affiliates/me'));
}

export const myAffiliateQuery = queryOptions({
  queryKey: ['affiliates', 'me'],
  queryFn: fetchMyAffiliate,
});

export const useMyAffiliate = () => useQuery(myAffiliateQuery);
