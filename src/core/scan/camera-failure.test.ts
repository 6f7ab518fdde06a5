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

  it('says the browser cannot use the camera when it has no getUserMedia', () => {
    expect(describeCameraFailure(null).headline).toBe("This browser can't use the camera here");
  });

  it('always points to the upload path', () => {
    for (const name of [null, 'NotAllowedError', 'NotFoundError', 'NotReadableError', 'X']) {
      expect(describeCameraFailure(name).hint).toMatch(/upload a photo/i);
    }
  });
});
