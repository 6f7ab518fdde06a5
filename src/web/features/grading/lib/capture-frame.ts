/** JPEG quality of a camera capture: high, since whitening and scratches are fine detail. */
const CAPTURE_QUALITY = 0.92;

/**
 * The whole current video frame at the camera's full resolution, as a JPEG. Grading wants every
 * pixel (the engine finds the card itself), so nothing is cropped or scaled down.
 */
export function captureFullFrame(video: HTMLVideoElement): Promise<Blob> {
  const { videoWidth: width, videoHeight: height } = video;
  if (width === 0 || height === 0) {
    return Promise.reject(new Error('The camera has no picture yet.'));
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) {
    return Promise.reject(new Error('This browser cannot take a picture from the camera.'));
  }
  context.drawImage(video, 0, 0, width, height);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) =>
        blob ? resolve(blob) : reject(new Error('The picture could not be saved as a JPEG.')),
      'image/jpeg',
      CAPTURE_QUALITY,
    );
  });
}
