import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type MarkRead, unreadCountSchema } from '#core/notifications/notification.schema.ts';
import { request } from '../../../lib/api-client.ts';
import { notificationsKey } from './get-notifications.ts';

/** POST /api/notifications/read. */
export async function markNotificationsRead(input: MarkRead) {
  const response = await request('/api/notifications/read', { method: 'POST', body: input });
  return unreadCountSchema.parse(await response.json());
}

export function useMarkNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: () => client.invalidateQueries({ queryKey: notificationsKey }),
  });
}
