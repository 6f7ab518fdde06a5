import type { CardCorners } from '#core/scan/card-corners.ts';
import {
  SCAN_CAPTURE_LOCK_MS,
  SCAN_FAILED_TEXT,
  type ScanResponse,
} from '#core/scan/scan-result.schema.ts';

/** What a user sees when the server answers scan_not_ready without a message. */
const SCAN_NOT_READY_TEXT = "Scanning isn't ready yet on this server.";

/**
 * Spec section 4: idle, processing, results, or a temporary error (then idle again). Between
 * them, 'adjusting': the user outlines the card on the last photo (`detected` is where the
 * scanner saw it, if anywhere) to scan it again; that scan is 'processing' with the corners.
 * Two answers stay until the next capture instead of 3 s (decision 072): 'nothing', a photo
 * where nothing was found (shown with what was tried and how to retake), and 'notReady', a
 * server without a scan index.
 */
export type ScanState =
  | { status: 'idle' }
  | { status: 'processing'; corners?: CardCorners }
  | { status: 'results'; response: ScanResponse }
  | { status: 'nothing'; response: ScanResponse }
  | { status: 'notReady'; message: string }
  | { status: 'error'; message: string; detail: string | null }
  | { status: 'adjusting'; detected: CardCorners | null; response: ScanResponse | null };

export type ScanAction =
  | { type: 'captured'; corners?: CardCorners }
  | { type: 'adjust' }
  | { type: 'cancelAdjust' }
  | { type: 'identified'; response: ScanResponse }
  | { type: 'failed'; detail?: string | null }
  | { type: 'notReady'; message: string | null }
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
      if (state.status === 'adjusting' && action.corners) {
        return { status: 'processing', corners: action.corners };
      }
      return canCapture(state) ? { status: 'processing' } : state;
    case 'adjust':
      return startAdjusting(state);
    case 'cancelAdjust':
      if (state.status !== 'adjusting') {
        return state;
      }
      return state.response ? { status: 'results', response: state.response } : IDLE;
    case 'identified':
      if (state.status !== 'processing') {
        return state;
      }
      return hasMatches(action.response)
        ? { status: 'results', response: action.response }
        : { status: 'nothing', response: action.response };
    case 'failed':
      return state.status === 'processing'
        ? { status: 'error', message: SCAN_FAILED_TEXT, detail: action.detail ?? null }
        : state;
    case 'notReady':
      return state.status === 'processing'
        ? { status: 'notReady', message: action.message ?? SCAN_NOT_READY_TEXT }
        : state;
    case 'errorShown':
      return state.status === 'error' ? IDLE : state;
    case 'retake':
      return IDLE;
  }
}

/** The corners the scanner found for a single item, when it reported them. */
function detectedCorners(response: ScanResponse): CardCorners | null {
  const corners = response.groups[0]?.corners;
  return corners?.length === 4 ? (corners as CardCorners) : null;
}

/** From a single item's results, or from 'nothing detected' (an error, then idle). */
function startAdjusting(state: ScanState): ScanState {
  if (state.status === 'results' && state.response.scanMode === 'single') {
    return {
      status: 'adjusting',
      detected: detectedCorners(state.response),
      response: state.response,
    };
  }
  if (state.status === 'idle' || state.status === 'error' || state.status === 'nothing') {
    return { status: 'adjusting', detected: null, response: null };
  }
  return state;
}

/** Whether a capture may start now (not while a scan runs or its results are shown). */
export function canCapture(state: ScanState): boolean {
  return (
    state.status === 'idle' ||
    state.status === 'error' ||
    state.status === 'nothing' ||
    state.status === 'notReady'
  );
}

/** Whether a scan of the last photo with the user's corners may start: only from the editor. */
export function canRescan(state: ScanState): boolean {
  return state.status === 'adjusting';
}

/** A tap within the lock time of the previous capture is a double tap and is ignored. */
export function isCaptureLocked(now: number, lastCaptureAt: number | null): boolean {
  return lastCaptureAt !== null && now - lastCaptureAt < SCAN_CAPTURE_LOCK_MS;
}
