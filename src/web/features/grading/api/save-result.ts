import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type SavedResult,
  type SaveResultInput,
  savedResultSchema,
} from '#core/grading/grading.schema.ts';
import { request } from '../../../lib/api-client.ts';
import { RESULTS_KEY } from './list-results.ts';
import { gradingCall } from './read-error.ts';

/** POST /api/grading/results: keeps the estimate and its photos on one collection item. */
export async function saveResult(input: SaveResultInput): Promise<SavedResult> {
  const response = await gradingCall(
    () => request('/api/grading/results', { method: 'POST', body: input }),
    'The result could not be saved.',
  );
  return savedResultSchema.parse(await response.json());
}

export function useSaveResult() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveResult,
    onSuccess: () => client.invalidateQueries({ queryKey: RESULTS_KEY }),
  });
}
