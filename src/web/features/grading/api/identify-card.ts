import { SCAN_ACCURACY, scanResponseSchema } from '#core/scan/scan-result.schema.ts';
import { request } from '../../../lib/api-client.ts';
import { gradingCall } from './read-error.ts';

export type IdentifiedCard = { productId: string; name: string; confidence: number };

/** POST /api/scan/identify with the front photo: the scanner's best match, if any. */
export async function identifyCard(front: Blob): Promise<IdentifiedCard | null> {
  const form = new FormData();
  form.append('scanType', 'cards');
  form.append('scanAccuracy', String(SCAN_ACCURACY));
  form.append('scanMode', 'single');
  form.append('image', front, 'front.jpg');
  const response = await gradingCall(
    () => request('/api/scan/identify', { method: 'POST', body: form }),
    'The card could not be identified.',
  );
  const best = scanResponseSchema.parse(await response.json()).results[0];
  return best
    ? {
        productId: best.database.product_id,
        name: best.database.product_name,
        confidence: best.confidence,
      }
    : null;
}
