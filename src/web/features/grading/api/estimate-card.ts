import { type EstimateResponse, estimateResponseSchema } from '#core/grading/grading.schema.ts';
import type { CardCorners } from '#core/scan/card-corners.ts';
import { request } from '../../../lib/api-client.ts';
import { gradingCall } from './read-error.ts';

export type EstimateInput = {
  front: Blob;
  back: Blob | null;
  /** The card's corners in the front photo, when the user outlined it by hand. */
  frontCorners?: CardCorners | null;
};

/** POST /api/grading/estimate: the photos (multipart) in, both faces measured out. */
export async function estimateCard(input: EstimateInput): Promise<EstimateResponse> {
  const form = new FormData();
  form.append('front', input.front, 'front.jpg');
  if (input.frontCorners) {
    form.append('frontCorners', JSON.stringify(input.frontCorners));
  }
  if (input.back) {
    form.append('back', input.back, 'back.jpg');
  }
  const response = await gradingCall(
    () => request('/api/grading/estimate', { method: 'POST', body: form }),
    'The photos could not be measured. Please try again.',
  );
  return estimateResponseSchema.parse(await response.json());
}
