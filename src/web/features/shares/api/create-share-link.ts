import { type ShareInput, shareLinkSchema } from '#core/social/social.schema.ts';
import { request } from '../../../lib/api-client.ts';

/** POST /api/shares. */
export async function createShareLink(input: ShareInput) {
  const response = await request('/api/shares', { method: 'POST', body: input });
  return shareLinkSchema.parse(await response.json());
}
