import { requestJson } from '../../../lib/api-client.ts';

export type MyMembership = {
  tier: number;
  status: string;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  testSubscriptionRef: string | null;
};

/** GET /api/memberships/me. */
export const fetchMyMembership = () => requestJson<MyMembership>('/api/memberships/me');
