import { type HandleInput, socialProfileSchema } from '#core/social/social.schema.ts';
import { request } from '../../../lib/api-client.ts';

/** PUT /api/profile/social/handle. */
export async function saveHandle(input: HandleInput) {
  const response = await request('/api/profile/social/handle', { method: 'PUT', body: input });
  return socialProfileSchema.parse(await response.json());
}
