import { request } from '../../../lib/api-client.ts';

/** POST /api/friends/blocks: block by handle. */
export async function blockUser(handle: string) {
  await request('/api/friends/blocks', { method: 'POST', body: { handle } });
}
