import { type PrivacyInput, socialProfileSchema } from '#core/social/social.schema.ts';
import { request } from '../../../lib/api-client.ts';

/** PUT /api/profile/social/privacy. */
export async function savePrivacy(input: PrivacyInput) {
  const response = await request('/api/profile/social/privacy', { method: 'PUT', body: input });
  return socialProfileSchema.parse(await response.json());
}
