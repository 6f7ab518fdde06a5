import { useMutation } from '@tanstack/react-query';
import {
  type RoiRequest,
  type RoiResponse,
  roiResponseSchema,
} from '#core/grading/grading.schema.ts';
import { request } from '../../../lib/api-client.ts';
import { gradingCall } from './read-error.ts';

/** POST /api/grading/roi: expected value after grading per company against raw. */
export async function gradingRoi(input: RoiRequest): Promise<RoiResponse> {
  const response = await gradingCall(
    () => request('/api/grading/roi', { method: 'POST', body: input }),
    'The grading value could not be worked out.',
  );
  return roiResponseSchema.parse(await response.json());
}

export const useGradingRoi = () => useMutation({ mutationFn: gradingRoi });
