import { type FriendRequestInput, friendRequestSentSchema } from '#core/social/social.schema.ts';
import { request } from '../../../lib/api-client.ts';

/** POST /api/friends/requests (by handle or e-mail). */
export async function sendFriendRequest(input: FriendRequestInput) {
  const response = await request('/api/friends/requests', { method: 'POST', body: input });
  return friendRequestSentSchema.parse(await response.json());
}
