import { request } from '../../../lib/api-client.ts';

/** POST /api/friends/requests/{id}/accept. */
export async function acceptFriendRequest(id: number) {
  await request(`/api/friends/requests/${id}/accept`, { method: 'POST' });
}
