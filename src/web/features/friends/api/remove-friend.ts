import { request } from '../../../lib/api-client.ts';

/** DELETE /api/friends/{friendId}. */
export async function removeFriend(friendId: number) {
  await request(`/api/friends/${friendId}`, { method: 'DELETE' });
}
