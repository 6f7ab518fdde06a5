import { membershipSchema } from '#core/shop/membership.schema.ts';
import { requestJson } from '../../../lib/api-client.ts';

/** GET /api/memberships/me. */
export const fetchMyMembership = async () =>
  membershipSchema.parse(await requestJson('/api/memberships/me'));
