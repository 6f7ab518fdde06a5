/**
 * Why the camera could not be used, in the user's words, from the name of the error
 * getUserMedia rejected with (a DOMException name), or null when the browser has no
 * getUserMedia at all. `hint` says what to do; uploading a photo is always offered beside it.
 */
export type CameraFailure = { headline: string; hint: string };

const DENIED: CameraFailure = {
  headline: 'Camera permission was denied',
  hint: 'Allow the camera for this site in your browser settings, or upload a photo instead.',
};
const NOT_FOUND: CameraFailure = {
  headline: 'No camera found',
  hint: 'This device has no camera the browser can use. Upload a photo instead.',
};
const IN_USE: CameraFailure = {
  headline: 'The camera is in use by another app',
  hint: 'Close the other app and open the scanner again, or upload a photo instead.',
};
/** The spec's own text for a browser without the camera API (section 8). */
const UNSUPPORTED: CameraFailure = {
  headline: 'getUserMedia not supported',
  hint: "This browser can't use the camera here. Upload a photo instead.",
};
const OTHER: CameraFailure = {
  headline: "The camera couldn't be started",
  hint: 'Open the scanner again, or upload a photo instead.',
};

const BY_ERROR_NAME: Record<string, CameraFailure> = {
  NotAllowedError: DENIED,
  SecurityError: DENIED,
  NotFoundError: NOT_FOUND,
  OverconstrainedError: NOT_FOUND,
  NotReadableError: IN_USE,
};

export function describeCameraFailure(errorName: string | null): CameraFailure {
  if (errorName === null) {
    return UNSUPPORTED;
  }
  return BY_ERROR_NAME[errorName] ?? OTHER;
}
