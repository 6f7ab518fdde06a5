import { type CardCorners, roundCorners } from '#core/scan/card-corners.ts';
import {
  SCAN_ACCURACY,
  type ScanMode,
  type ScanResponse,
  type ScanType,
  scanResponseSchema,
} from '#core/scan/scan-result.schema.ts';
import { errorDetails, readErrorBody, request } from '../../../lib/api-client.ts';

export type IdentifyScanInput = {
  image: Blob;
  scanType: ScanType;
  scanMode: ScanMode;
  /** The user's card outline in the image's pixels: the server reads that quad, no detection. */
  corners?: CardCorners;
  signal?: AbortSignal;
};

/**
 * Thrown when the scan request fails; `detail` is the server's message and `code` its error
 * code when it sent them (`scan_not_ready`: the server has no scan index yet).
 */
export class ScanRequestError extends Error {
  constructor(
    readonly detail: string | null,
    readonly code: string | null = null,
  ) {
    super(detail ?? 'scan request failed');
  }
}

async function toScanRequestError(response: Response): Promise<ScanRequestError> {
  const details = errorDetails(await readErrorBody(response));
  return new ScanRequestError(details?.message || null, details?.code ?? null);
}

/**
 * POST /api/scan/identify as multipart form data (spec section 7). The text fields go before
 * the image so a streaming parser has them when the file arrives.
 */
export async function identifyScan(input: IdentifyScanInput): Promise<ScanResponse> {
  const form = new FormData();
  form.append('scanType', input.scanType);
  form.append('scanAccuracy', String(SCAN_ACCURACY));
  form.append('scanMode', input.scanMode);
  if (input.corners) {
    form.append('corners', JSON.stringify(roundCorners(input.corners)));
  }
  form.append('image', input.image, 'scan.jpg');
  let response: Response;
  try {
    response = await request('/api/scan/identify', {
      method: 'POST',
      body: form,
      signal: input.signal,
    });
  } catch (error) {
    if (error instanceof Response) {
      throw await toScanRequestError(error);
    }
    throw error;
  }
  // The wrapper hands back a CSRF retry's response whatever its status (a 403 stays a 403).
  if (!response.ok) {
    throw await toScanRequestError(response);
  }
  const parsed = scanResponseSchema.safeParse(await response.json());
  if (!parsed.success) {
    throw new ScanRequestError(null);
  }
  return parsed.data;
}
