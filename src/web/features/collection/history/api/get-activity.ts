import { useQuery } from '@tanstack/react-query';
import {
  type ActivityQuery,
  activityListSchema,
} from '#core/collection/history/activity.schema.ts';
import { defaultDeps, getJson } from '../../api/collection-request.ts';
import { historyKeys } from './history-keys.ts';

export type ActivityFilters = Partial<Omit<ActivityQuery, 'limit'>>;

/** GET /api/collection/activity with the filters set. */
export function getActivity(filters: ActivityFilters, deps = defaultDeps) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') {
      params.set(key, String(value));
    }
  }
  const query = params.toString();
  return getJson(deps, `/api/collection/activity${query ? `?${query}` : ''}`, {
    schema: activityListSchema,
    failed: 'Could not load the activity of your collection',
  });
}

export function useActivity(userId: number | null, filters: ActivityFilters) {
  return useQuery({
    queryKey: historyKeys.activity(userId, filters),
    queryFn: () => getActivity(filters),
    enabled: userId !== null,
  });
}
