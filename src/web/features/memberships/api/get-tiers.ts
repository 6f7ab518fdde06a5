import { tiersAnswerSchema } from '#core/shop/membership.schema.ts';
import { requestJson } from '../../../lib/api-client.ts';

/** GET /api/memberships/tiers, and which payment provider sells them. */
export const fetchTiers = async () =>
  tiersAnswerSchema.parse(await requestJson('/api/memberships/tiers'));
