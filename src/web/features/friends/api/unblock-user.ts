import { request } from '../../../lib/api-client.ts';

/** DELETE /api/friends/blocks/{userId}. */
export async function unblockUser(userId: number) {
  await request(`/api/friends/blocks/${userId}`, { method: 'DELETE' });
}
