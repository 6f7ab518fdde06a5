import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type PreferenceChange,
  preferencesSchema,
} from '#core/notifications/notification.schema.ts';
import { request } from '../../../lib/api-client.ts';
import { notificationsKey } from './get-notifications.ts';

const preferencesKey = [...notificationsKey, 'preferences'] as const;

/** GET /api/notifications/preferences. */
export async function getNotificationPreferences() {
  const response = await request('/api/notifications/preferences');
  return preferencesSchema.parse(await response.json());
}

/** PUT /api/notifications/preferences. */
export async function saveNotificationPreferences(input: PreferenceChange) {
  const response = await request('/api/notifications/preferences', { method: 'PUT', body: input });
  return preferencesSchema.parse(await response.json());
}

export const useNotificationPreferences = () =>
  useQuery(queryOptions({ queryKey: preferencesKey, queryFn: getNotificationPreferences }));

export function useSaveNotificationPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationPreferences,
    onSuccess: (data) => client.setQueryData(preferencesKey, data),
  });
}
