import { describe, expect, it } from 'vitest';
import { describeCameraFailure } from './camera-failure.ts';

describe('describeCameraFailure', () => {
  it.each([
    ['NotAllowedError', 'Camera permission was denied'],
    ['SecurityError', 'Camera permission was denied'],
    ['NotFoundError', 'No camera found'],
    ['OverconstrainedError', 'No camera found'],
    ['NotReadableError', 'The camera is in use by another app'],
    ['AbortError', "The camera couldn't be started"],
  ])('%s -> %s', (name, headline) => {
    expect(describeCameraFailure(name).headline).toBe(headline);
  });

  it("gives the spec's text for a browser without getUserMedia, and says it in words", () => {
    const failure = describeCameraFailure(null);
    expect(failure.headline).toBe('getUserMedia not supported');
    expect(failure.hint).toMatch(/^This browser can't use the camera here\./);
  });

  it('always points to the upload path', () => {
    for (const name of [null, 'NotAllowedError', 'NotFoundError', 'NotReadableError', 'X']) {
      expect(describeCameraFailure(name).hint).toMatch(/upload a photo/i);
    }
  });
});
