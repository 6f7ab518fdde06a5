import {
  SCAN_CAPTURE_LOCK_MS,
  SCAN_FAILED_TEXT,
  SCAN_NO_CARDS_TEXT,
  type ScanResponse,
} from '#core/scan/scan-result.schema.ts';

/** Spec section 4: idle, processing, results, or a temporary error (then idle again). */
export type ScanState =
  | { status: 'idle' }
  | { status: 'processing' }
  | { status: 'results'; response: ScanResponse }
  | { status: 'error'; message: string; detail: string | null };

export type ScanAction =
  | { type: 'captured' }
  | { type: 'identified'; response: ScanResponse }
  | { type: 'failed'; detail?: string | null }
  | { type: 'errorShown' }
  | { type: 'retake' };

export const IDLE: ScanState = { status: 'idle' };

/** Whether a response found anything: a single scan needs matches, a multi scan a group. */
export function hasMatches(response: ScanResponse): boolean {
  return response.results.length > 0 || response.groups.some((group) => group.matches.length > 0);
}

export function scanReducer(state: ScanState, action: ScanAction): ScanState {
  switch (action.type) {
    case 'captured':
      // A new capture may replace an error that is still shown.
      return state.status === 'idle' || state.status === 'error' ? { status: 'processing' } : state;
    case 'identified':
      if (state.status !== 'processing') {
        return state;
      }
      return hasMatches(action.response)
        ? { status: 'results', response: action.response }
        : { status: 'error', message: SCAN_NO_CARDS_TEXT, detail: null };
    case 'failed':
      return state.status === 'processing'
        ? { status: 'error', message: SCAN_FAILED_TEXT, detail: action.detail ?? null }
        : state;
    case 'errorShown':
      return state.status === 'error' ? IDLE : state;
    case 'retake':
      return IDLE;
  }
}

/** Whether a capture may start now (not while a scan runs or its results are shown). */
export function canCapture(state: ScanState): boolean {
  return state.status === 'idle' || state.status === 'error';
}

/** A tap within the lock time of the previous capture is a double tap and is ignored. */
export function isCaptureLocked(now: number, lastCaptureAt: number | null): boolean {
  return lastCaptureAt !== null && now - lastCaptureAt < SCAN_CAPTURE_LOCK_MS;
}
