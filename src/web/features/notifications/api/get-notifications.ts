import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationListSchema } from '#core/notifications/notification.schema.ts';
import { request } from '../../../lib/api-client.ts';

export const notificationsKey = ['notifications'] as const;

/** GET /api/notifications: the newest entries and the unread count. */
export async function getNotifications() {
  const response = await request('/api/notifications?limit=20');
  return notificationListSchema.parse(await response.json());
}

export const useNotifications = (enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: [...notificationsKey, 'list'],
      queryFn: getNotifications,
      enabled,
      staleTime: 60_000,
    }),
  );
