import {
  CAPTURE_MARGIN,
  expandRect,
  getOutputSize,
  mapViewRectToVideo,
  type Rect,
  type Size,
} from '#core/scan/capture-geometry.ts';
import { SCAN_JPEG_QUALITY } from '#core/scan/scan-result.schema.ts';

function canvasToJpeg(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('the photo could not be encoded'))),
      'image/jpeg',
      SCAN_JPEG_QUALITY,
    );
  });
}

/** Draws `source` (or its `crop`) scaled to at most 1200 px wide and encodes it as JPEG 0.9. */
function encodeScaled(source: CanvasImageSource, crop: Rect): Promise<Blob> {
  const output = getOutputSize(crop);
  const canvas = document.createElement('canvas');
  canvas.width = output.width;
  canvas.height = output.height;
  const context = canvas.getContext('2d');
  if (!context) {
    return Promise.reject(new Error('no 2d canvas'));
  }
  context.drawImage(
    source,
    crop.x,
    crop.y,
    crop.width,
    crop.height,
    0,
    0,
    output.width,
    output.height,
  );
  return canvasToJpeg(canvas);
}

/**
 * The current video frame cropped to the on-screen guide (plus a small margin), where the video
 * fills a `view`-sized box with object-fit: cover.
 */
export function captureVideoFrame(video: HTMLVideoElement, guide: Rect, view: Size): Promise<Blob> {
  const frame = { width: video.videoWidth, height: video.videoHeight };
  if (frame.width === 0 || frame.height === 0) {
    return Promise.reject(new Error('the camera has no picture yet'));
  }
  const crop = mapViewRectToVideo(expandRect(guide, CAPTURE_MARGIN, view), view, frame);
  return encodeScaled(video, crop);
}

/** An uploaded photo, upright (EXIF orientation applied), scaled but not cropped. */
export async function encodeImageFile(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    return await encodeScaled(bitmap, { x: 0, y: 0, width: bitmap.width, height: bitmap.height });
  } finally {
    bitmap.close();
  }
}
