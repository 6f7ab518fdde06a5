import { requestJson } from '../../../lib/api-client.ts';

export type Tier = { tier: number; name: string; priceCents: number; perks: string[] };
export type TiersResponse = { tiers: Tier[]; provider: 'test' | 'stripe' };
export type MyMembership = {
  tier: number;
  status: string;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  testSubscriptionRef: string | null;
};
export type MyGiveaways = {
  month: string;
  entered: boolean;
  entries: number;
  won: { month: string; prize: string; drawnAt: string | null }[];
};

export const fetchTiers = () => requestJson<TiersResponse>('/api/memberships/tiers');
export const fetchMyMembership = () => requestJson<MyMembership>('/api/memberships/me');
export const fetchMyGiveaways = () => requestJson<MyGiveaways>('/api/giveaways/me');

export async function subscribe(tier: number): Promise<string> {
  const body = await requestJson<{ redirectUrl: string }>('/api/memberships/subscribe', {
    method: 'POST',
    body: { tier },
  });
  return body.redirectUrl;
}

export const cancelMembership = () =>
  requestJson<MyMembership>('/api/memberships/cancel', { method: 'POST' });

/** TEST MODE only: simulates the provider charging the next month (or failing to). */
export async function simulateRenewal(
  subscriptionRef: string,
  cycle: number,
  outcome: 'success' | 'failure',
) {
  await requestJson('/api/webhooks/test', {
    method: 'POST',
    body: { kind: 'renewal', subscriptionRef, cycle, outcome },
  });
}
