import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client.ts';
import { RESULTS_KEY } from './list-results.ts';
import { gradingCall } from './read-error.ts';

/** DELETE /api/grading/results/{id}: the result and its photos are gone. */
export async function deleteResult(id: number): Promise<void> {
  await gradingCall(
    () => request(`/api/grading/results/${id}`, { method: 'DELETE' }),
    'The result could not be deleted.',
  );
}

export function useDeleteResult() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteResult,
    onSuccess: () => client.invalidateQueries({ queryKey: RESULTS_KEY }),
  });
}
