import { useCallback, useEffect, useReducer, useRef } from 'react';
import {
  SCAN_ERROR_DISPLAY_MS,
  type ScanMode,
  type ScanType,
} from '#core/scan/scan-result.schema.ts';
import { identifyScan, ScanRequestError } from '../api/identify-scan.ts';
import { canCapture, IDLE, isCaptureLocked, scanReducer } from '../lib/scan-state.ts';

const UNREADABLE_PHOTO = 'The photo could not be read.';

/**
 * The scan state machine of spec section 4 with its side effects: one request at a time, a
 * 500 ms lock against double taps, errors shown for 3 s, late answers dropped after a retake.
 */
export function useScanFlow({ scanType, scanMode }: { scanType: ScanType; scanMode: ScanMode }) {
  const [state, dispatch] = useReducer(scanReducer, IDLE);
  const isBusy = useRef(false);
  const lastCaptureAt = useRef<number | null>(null);
  const pending = useRef<AbortController | null>(null);

  useEffect(() => {
    if (state.status !== 'error') {
      return;
    }
    const timer = setTimeout(() => dispatch({ type: 'errorShown' }), SCAN_ERROR_DISPLAY_MS);
    return () => clearTimeout(timer);
  }, [state]);

  useEffect(() => {
    isBusy.current = !canCapture(state);
  }, [state]);

  useEffect(() => () => pending.current?.abort(), []);

  /**
   * Sends the image `makeImage` produces, unless a scan is under way or (for a camera tap) the
   * tap is a double.
   */
  const submit = useCallback(
    async (makeImage: () => Promise<Blob>, source: 'camera' | 'upload' = 'camera') => {
      const now = performance.now();
      const isDoubleTap = source === 'camera' && isCaptureLocked(now, lastCaptureAt.current);
      if (isBusy.current || isDoubleTap) {
        return;
      }
      isBusy.current = true;
      if (source === 'camera') {
        lastCaptureAt.current = now;
      }
      dispatch({ type: 'captured' });
      const controller = new AbortController();
      pending.current = controller;
      let image: Blob;
      try {
        image = await makeImage();
      } catch {
        dispatch({ type: 'failed', detail: UNREADABLE_PHOTO });
        return;
      }
      try {
        const response = await identifyScan({
          image,
          scanType,
          scanMode,
          signal: controller.signal,
        });
        if (!controller.signal.aborted) {
          dispatch({ type: 'identified', response });
        }
      } catch (error) {
        if (!controller.signal.aborted) {
          dispatch({
            type: 'failed',
            detail: error instanceof ScanRequestError ? error.detail : null,
          });
        }
      }
    },
    [scanType, scanMode],
  );

  const retake = useCallback(() => {
    pending.current?.abort();
    dispatch({ type: 'retake' });
  }, []);

  return { state, submit, retake };
}
