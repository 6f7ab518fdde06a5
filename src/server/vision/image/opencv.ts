import { createRequire } from 'node:module';

export type OpenCv = typeof import('@techstark/opencv-js');

let loading: Promise<OpenCv> | undefined;

/**
 * Loads opencv.js once per thread. The module object is a thenable whose `then` never settles
 * in Node, so awaiting it hangs forever: wait for onRuntimeInitialized and drop `then` instead.
 */
export function loadOpenCv(): Promise<OpenCv> {
  loading ??= new Promise((resolve) => {
    const require = createRequire(import.meta.url);
    const cv = require('@techstark/opencv-js') as OpenCv & {
      then?: unknown;
      onRuntimeInitialized?: () => void;
    };
    const done = () => {
      delete cv.then;
      resolve(cv);
    };
    if (typeof cv.Mat === 'function') {
      done();
    } else {
      cv.onRuntimeInitialized = done;
    }
  });
  return loading;
}
