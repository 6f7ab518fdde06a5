import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { CardCorners } from '#core/scan/card-corners.ts';
import {
  SCAN_ERROR_DISPLAY_MS,
  type ScanMode,
  type ScanType,
} from '#core/scan/scan-result.schema.ts';
import { identifyScan, ScanRequestError } from '../api/identify-scan.ts';
import {
  canCapture,
  canRescan,
  IDLE,
  isCaptureLocked,
  type ScanState,
  scanReducer,
} from '../lib/scan-state.ts';

const UNREADABLE_PHOTO = 'The photo could not be read.';

/** Only a single-card scan can be redone with the user's own corners. */
const takesCorners = (scanType: ScanType, scanMode: ScanMode) =>
  scanType === 'cards' && scanMode === 'single';

/**
 * The scan state machine of spec section 4 with its side effects: one request at a time, a
 * 500 ms lock against double taps, errors shown for 3 s, late answers dropped after a retake.
 * It keeps the last card photo the server answered for (found or not), so the user can outline
 * a single card on it and scan it again, or see the cards found on a multi-card photo.
 */
export function useScanFlow({ scanType, scanMode }: { scanType: ScanType; scanMode: ScanMode }) {
  const [state, dispatch] = useReducer(scanReducer, IDLE);
  // The last card photo and the corners it was last sent with (null: detected ones).
  const [kept, setKept] = useState<{ image: Blob; corners: CardCorners | null } | null>(null);
  const current = useRef<ScanState>(state);
  const isStarting = useRef(false);
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
    current.current = state;
    isStarting.current = false;
  }, [state]);

  useEffect(() => () => pending.current?.abort(), []);

  const send = useCallback(
    async (makeImage: () => Promise<Blob>, corners: CardCorners | undefined) => {
      dispatch({ type: 'captured', corners });
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
          corners,
          signal: controller.signal,
        });
        if (!controller.signal.aborted) {
          // Found or not, a single card's photo can be outlined by hand, and a multi-card
          // photo shows where each card was found; after a failure neither.
          setKept(scanType === 'cards' ? { image, corners: corners ?? null } : null);
          dispatch({ type: 'identified', response });
        }
      } catch (error) {
        if (!controller.signal.aborted) {
          setKept(null);
          const failure = error instanceof ScanRequestError ? error : null;
          dispatch(
            failure?.code === 'scan_not_ready'
              ? { type: 'notReady', message: failure.detail }
              : { type: 'failed', detail: failure?.detail ?? null },
          );
        }
      }
    },
    [scanType, scanMode],
  );

  /**
   * Sends the image `makeImage` produces, unless a scan is under way or (for a camera tap) the
   * tap is a double.
   */
  const submit = useCallback(
    async (makeImage: () => Promise<Blob>, source: 'camera' | 'upload' = 'camera') => {
      const now = performance.now();
      const isDoubleTap = source === 'camera' && isCaptureLocked(now, lastCaptureAt.current);
      if (!canCapture(current.current) || isStarting.current || isDoubleTap) {
        return;
      }
      isStarting.current = true;
      if (source === 'camera') {
        lastCaptureAt.current = now;
      }
      await send(makeImage, undefined);
    },
    [send],
  );

  /** Scans the kept photo again with the corners the user placed. */
  const rescan = useCallback(
    async (corners: CardCorners) => {
      const image = kept?.image;
      if (!image || !canRescan(current.current) || isStarting.current) {
        return;
      }
      isStarting.current = true;
      await send(() => Promise.resolve(image), corners);
    },
    [kept, send],
  );

  const retake = useCallback(() => {
    pending.current?.abort();
    setKept(null);
    dispatch({ type: 'retake' });
  }, []);

  const adjust = useCallback(() => dispatch({ type: 'adjust' }), []);
  const cancelAdjust = useCallback(() => dispatch({ type: 'cancelAdjust' }), []);
  const canAdjust = kept !== null && takesCorners(scanType, scanMode);

  return {
    state,
    photo: kept?.image ?? null,
    /** The corners the user last placed on this photo, to start from again. */
    lastCorners: kept?.corners ?? null,
    canAdjust,
    submit,
    rescan,
    retake,
    adjust,
    cancelAdjust,
  };
}
