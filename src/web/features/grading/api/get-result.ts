import { useQuery } from '@tanstack/react-query';
import { type SavedResult, savedResultSchema } from '#core/grading/grading.schema.ts';
import { request } from '../../../lib/api-client.ts';
import { gradingCall } from './read-error.ts';

/** GET /api/grading/results/{id}: one saved estimate with its photos. */
export async function getResult(id: number): Promise<SavedResult> {
  const response = await gradingCall(
    () => request(`/api/grading/results/${id}`),
    'The result could not be loaded.',
  );
  return savedResultSchema.parse(await response.json());
}

export const useResult = (id: number | null) =>
  useQuery({
    queryKey: ['grading', 'result', id],
    queryFn: () => getResult(id as number),
    enabled: id !== null,
  });
