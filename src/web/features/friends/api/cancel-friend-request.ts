import { request } from '../../../lib/api-client.ts';

/** DELETE /api/friends/requests/{id}: cancel a request I sent. */
export async function cancelFriendRequest(id: number) {
  await request(`/api/friends/requests/${id}`, { method: 'DELETE' });
}
