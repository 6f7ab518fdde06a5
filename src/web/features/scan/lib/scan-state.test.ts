import { describe, expect, it } from 'vitest';
import type { CardCorners } from '#core/scan/card-corners.ts';
import type { ScanMatch, ScanResponse } from '#core/scan/scan-result.schema.ts';
import { pikachuMatch } from './scan-match.fixture.ts';
import {
  canCapture,
  canRescan,
  IDLE,
  isCaptureLocked,
  type ScanState,
  scanReducer,
} from './scan-state.ts';

const match = pikachuMatch({ confidence: 0.9 });

function response(results: ScanMatch[], groups = results.length ? [results] : []): ScanResponse {
  return {
    scanType: 'cards',
    scanMode: 'single',
    results,
    groups: groups.map((matches) => ({ matches, corners: null })),
    tried: results.length ? [] : ['Looked for a card outline: none found'],
    took_ms: 12,
  };
}

const processing: ScanState = { status: 'processing' };

describe('scanReducer', () => {
  it('goes from idle to processing on a capture, and ignores captures while processing', () => {
    expect(scanReducer(IDLE, { type: 'captured' })).toEqual(processing);
    expect(scanReducer(processing, { type: 'captured' })).toBe(processing);
  });

  it('shows results when something matched', () => {
    const next = scanReducer(processing, { type: 'identified', response: response([match]) });
    expect(next.status).toBe('results');
  });

  it('shows results for a multi scan whose groups matched', () => {
    const multi = { ...response([]), groups: [{ matches: [match], corners: null }] };
    expect(scanReducer(processing, { type: 'identified', response: multi }).status).toBe('results');
  });

  it('keeps an empty result on screen (with what was tried) until the next capture', () => {
    const empty = response([]);
    const next = scanReducer(processing, { type: 'identified', response: empty });
    expect(next).toEqual({ status: 'nothing', response: empty });
    expect(scanReducer(next, { type: 'errorShown' })).toBe(next);
    expect(canCapture(next)).toBe(true);
    expect(scanReducer(next, { type: 'captured' })).toEqual(processing);
  });

  it("says scanning isn't ready on a server without a scan index, until the next capture", () => {
    const next = scanReducer(processing, { type: 'notReady', message: null });
    expect(next).toEqual({
      status: 'notReady',
      message: "Scanning isn't ready yet on this server.",
    });
    const admin = scanReducer(processing, { type: 'notReady', message: 'The scan index is empty' });
    expect(admin).toEqual({ status: 'notReady', message: 'The scan index is empty' });
    expect(canCapture(next)).toBe(true);
    expect(scanReducer(IDLE, { type: 'notReady', message: null })).toBe(IDLE);
  });

  it('lets a new capture replace an error still on screen', () => {
    const error: ScanState = { status: 'error', message: 'Failed to scan item', detail: null };
    expect(scanReducer(error, { type: 'captured' })).toEqual(processing);
  });

  it("says 'Failed to scan item' when the request fails, keeping the server's detail", () => {
    const next = scanReducer(processing, { type: 'failed', detail: 'The scanner is busy' });
    expect(next).toEqual({
      status: 'error',
      message: 'Failed to scan item',
      detail: 'The scanner is busy',
    });
  });

  it('drops a late answer after a retake', () => {
    expect(scanReducer(IDLE, { type: 'identified', response: response([match]) })).toBe(IDLE);
    expect(scanReducer(IDLE, { type: 'failed' })).toBe(IDLE);
  });
});

describe('adjusting corners', () => {
  const detected: CardCorners = [
    [10, 20],
    [300, 25],
    [305, 420],
    [8, 415],
  ];
  const found = { ...response([match]), groups: [{ matches: [match], corners: detected }] };
  const results: ScanState = { status: 'results', response: found };
  const mine: CardCorners = [
    [12, 22],
    [300, 25],
    [305, 420],
    [8, 415],
  ];

  it('opens the editor from single results with the detected corners, and cancels back', () => {
    const adjusting = scanReducer(results, { type: 'adjust' });
    expect(adjusting).toEqual({ status: 'adjusting', detected, response: found });
    expect(scanReducer(adjusting, { type: 'cancelAdjust' })).toEqual(results);
  });

  it("opens the editor without corners after 'No cards detected', and cancels to the camera", () => {
    const error = scanReducer(processing, { type: 'identified', response: response([]) });
    const adjusting = scanReducer(error, { type: 'adjust' });
    expect(adjusting).toEqual({ status: 'adjusting', detected: null, response: null });
    expect(scanReducer(adjusting, { type: 'cancelAdjust' })).toEqual(IDLE);
    expect(scanReducer(IDLE, { type: 'adjust' }).status).toBe('adjusting');
  });

  it('does not open the editor for multi-card results or while a scan runs', () => {
    const multi: ScanState = {
      status: 'results',
      response: { ...found, scanMode: 'multi' },
    };
    expect(scanReducer(multi, { type: 'adjust' })).toBe(multi);
    expect(scanReducer(processing, { type: 'adjust' })).toBe(processing);
  });

  it('scans again with the corners only from the editor, then shows the new outcome', () => {
    const adjusting = scanReducer(results, { type: 'adjust' });
    expect(canCapture(adjusting)).toBe(false);
    expect(canRescan(adjusting)).toBe(true);
    expect(canRescan(IDLE)).toBe(false);
    const rescanning = scanReducer(adjusting, { type: 'captured', corners: mine });
    expect(rescanning).toEqual({ status: 'processing', corners: mine });
    expect(scanReducer(adjusting, { type: 'captured' })).toBe(adjusting);
    const none = scanReducer(rescanning, { type: 'identified', response: response([]) });
    expect(none).toMatchObject({ status: 'nothing' });
    const again = scanReducer(rescanning, { type: 'identified', response: found });
    expect(again).toEqual({ status: 'results', response: found });
  });
});

describe('isCaptureLocked', () => {
  it.each([
    [1000, null, false],
    [1000, 600, true],
    [1099, 600, true],
    [1100, 600, false],
  ])('at %d after a capture at %s -> %s', (now, last, locked) => {
    expect(isCaptureLocked(now, last)).toBe(locked);
  });
});
