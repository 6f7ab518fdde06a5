import { requestJson } from '../../../lib/api-client.ts';
import type { MyMembership } from './get-my-membership.ts';

/** POST /api/memberships/cancel: ends the membership at the period end. */
export const cancelMembership = () =>
  requestJson<MyMembership>('/api/memberships/cancel', { method: 'POST' });
