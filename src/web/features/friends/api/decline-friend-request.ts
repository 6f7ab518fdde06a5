import { request } from '../../../lib/api-client.ts';

/** POST /api/friends/requests/{id}/decline. */
export async function declineFriendRequest(id: number) {
  await request(`/api/friends/requests/${id}/decline`, { method: 'POST' });
}
