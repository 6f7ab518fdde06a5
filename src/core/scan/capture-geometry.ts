import { SCAN_MAX_WIDTH, type ScanMode, type ScanType } from './scan-result.schema.ts';

export type Size = { width: number; height: number };
export type Rect = { x: number; y: number; width: number; height: number };

/** A Pokemon card is 63 x 88 mm. */
export const CARD_ASPECT = 63 / 88;
/** Sealed boxes and packs photographed upright: a wider box than a card. */
export const SEALED_ASPECT = 4 / 3;
/** A 3x3 binder page: three pockets across, three down, with a little gutter. */
export const BINDER_ASPECT = (3 * 66) / (3 * 92);
/** Share of the view the guide may fill, leaving room to see the edges of the item. */
export const GUIDE_FILL = 0.82;
/** The capture keeps this share of the guide's size around it on each side. */
export const CAPTURE_MARGIN = 0.06;

/**
 * The guide's width / height for what is being scanned. Multi scans use the whole view
 * (null): cards may lie anywhere in the photo.
 */
export function getGuideAspect(scanType: ScanType, scanMode: ScanMode): number | null {
  if (scanType === 'sealed') {
    return SEALED_ASPECT;
  }
  if (scanMode === 'multi') {
    return null;
  }
  return scanMode === 'binder' ? BINDER_ASPECT : CARD_ASPECT;
}

/**
 * The guide rectangle, centred in the view: the largest rectangle of `aspect` that fits in
 * `fill` of the view. Without an aspect it is the whole view.
 */
export function fitGuideRect(view: Size, aspect: number | null, fill = GUIDE_FILL): Rect {
  if (aspect === null) {
    return { x: 0, y: 0, width: view.width, height: view.height };
  }
  const maxWidth = view.width * fill;
  const maxHeight = view.height * fill;
  const width = Math.min(maxWidth, maxHeight * aspect);
  const height = width / aspect;
  return { x: (view.width - width) / 2, y: (view.height - height) / 2, width, height };
}

/**
 * Maps a rectangle in the on-screen view to the video's own pixels when the video is shown
 * with object-fit: cover (scaled to fill the view, centred, the overflow cut off). The result
 * is clipped to the video frame and rounded to whole pixels.
 */
export function mapViewRectToVideo(rect: Rect, view: Size, video: Size): Rect {
  const scale = Math.max(view.width / video.width, view.height / video.height);
  const offsetX = (view.width - video.width * scale) / 2;
  const offsetY = (view.height - video.height * scale) / 2;
  const left = clamp((rect.x - offsetX) / scale, 0, video.width);
  const top = clamp((rect.y - offsetY) / scale, 0, video.height);
  const right = clamp((rect.x + rect.width - offsetX) / scale, 0, video.width);
  const bottom = clamp((rect.y + rect.height - offsetY) / scale, 0, video.height);
  const x = Math.round(left);
  const y = Math.round(top);
  return { x, y, width: Math.round(right) - x, height: Math.round(bottom) - y };
}

/**
 * Grows a rectangle by `ratio` of its size on every side, kept inside `bounds`: a card laid
 * just on the guide's line still has its edges (and some background) in the photo, which the
 * server's corner detection needs.
 */
export function expandRect(rect: Rect, ratio: number, bounds: Size): Rect {
  const left = clamp(rect.x - rect.width * ratio, 0, bounds.width);
  const top = clamp(rect.y - rect.height * ratio, 0, bounds.height);
  const right = clamp(rect.x + rect.width * (1 + ratio), 0, bounds.width);
  const bottom = clamp(rect.y + rect.height * (1 + ratio), 0, bounds.height);
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** The size to encode a crop at: its own size, scaled down to at most `maxWidth` wide. */
export function getOutputSize(crop: Size, maxWidth = SCAN_MAX_WIDTH): Size {
  if (crop.width <= maxWidth) {
    return { width: Math.round(crop.width), height: Math.round(crop.height) };
  }
  const scale = maxWidth / crop.width;
  return { width: maxWidth, height: Math.max(1, Math.round(crop.height * scale)) };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
