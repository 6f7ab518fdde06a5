import type { ActivityQuery } from '#core/collection/history/activity.schema.ts';

/** Under ['collection', userId]: every collection write refreshes them with the rest. */
export const historyKeys = {
  item: (userId: number | null, itemId: number) =>
    ['collection', userId, 'history', 'item', itemId] as const,
  activity: (userId: number | null, filters: Partial<ActivityQuery>) =>
    ['collection', userId, 'history', 'activity', filters] as const,
  trash: (userId: number | null) => ['collection', userId, 'history', 'trash'] as const,
};
