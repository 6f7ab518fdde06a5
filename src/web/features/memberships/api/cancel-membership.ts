import { membershipSchema } from '#core/shop/membership.schema.ts';
import { requestJson } from '../../../lib/api-client.ts';

/** POST /api/memberships/cancel: ends the membership at the period end. */
export const cancelMembership = async () =>
  membershipSchema.parse(await requestJson('/api/memberships/cancel', { method: 'POST' }));
