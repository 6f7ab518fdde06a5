import { type EstimateResponse, estimateResponseSchema } from '#core/grading/grading.schema.ts';
import { request } from '../../../lib/api-client.ts';
import { gradingCall } from './read-error.ts';

export type EstimateInput = { front: Blob; back: Blob | null };

/** POST /api/grading/estimate: the photos (multipart) in, both faces measured out. */
export async function estimateCard(input: EstimateInput): Promise<EstimateResponse> {
  const form = new FormData();
  form.append('front', input.front, 'front.jpg');
  if (input.back) {
    form.append('back', input.back, 'back.jpg');
  }
  const response = await gradingCall(
    () => request('/api/grading/estimate', { method: 'POST', body: form }),
    'The photos could not be measured. Please try again.',
  );
  return estimateResponseSchema.parse(await response.json());
}
