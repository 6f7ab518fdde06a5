import { queryOptions, useQuery } from '@tanstack/react-query';
import { type SavedResult, savedResultListSchema } from '#core/grading/grading.schema.ts';
import { request } from '../../../lib/api-client.ts';
import { gradingCall } from './read-error.ts';

export const RESULTS_KEY = ['grading', 'results'] as const;

/** GET /api/grading/results: your saved estimates, newest first (no photos). */
export async function listResults(): Promise<SavedResult[]> {
  const response = await gradingCall(
    () => request('/api/grading/results'),
    'Your saved results could not be loaded.',
  );
  return savedResultListSchema.parse(await response.json()).results;
}

export const resultsQueryOptions = (enabled: boolean) =>
  queryOptions({ queryKey: RESULTS_KEY, queryFn: listResults, enabled });

export const useResults = (enabled: boolean) => useQuery(resultsQueryOptions(enabled));
