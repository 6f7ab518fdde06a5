import type { PushSubscriptionInput } from '#core/notifications/notification.schema.ts';
import { request } from '../../../lib/api-client.ts';

/** POST /api/notifications/push-subscriptions. */
export async function savePushSubscription(input: PushSubscriptionInput) {
  await request('/api/notifications/push-subscriptions', { method: 'POST', body: input });
}

/** DELETE /api/notifications/push-subscriptions. */
export async function deletePushSubscription(endpoint: string) {
  await request('/api/notifications/push-subscriptions', {
    method: 'DELETE',
    body: { endpoint },
  });
}
