import type { OpenCv } from '../../vision/image/opencv.ts';

/** A segment in grid pixels. */
export type Segment = { x0: number; y0: number; x1: number; y1: number };

const segmentAngle = (s: Segment) => Math.atan2(s.y1 - s.y0, s.x1 - s.x0);
const segmentLength = (s: Segment) => Math.hypot(s.x1 - s.x0, s.y1 - s.y0);

/**
 * Hough segments of the grid pixels whose response reaches `threshold` (negative: dark lines
 * down to it). A scratch crossing another stays two lines.
 */
export function houghSegments(
  cv: OpenCv,
  { response, gw, gh }: { response: Float32Array; gw: number; gh: number },
  threshold: number,
  minLength: number,
) {
  const mask = cv.Mat.zeros(gh, gw, cv.CV_8UC1);
  const found = new cv.Mat();
  try {
    const pixels = mask.data;
    for (let g = 0; g < gw * gh; g++) {
      if (Math.sign(threshold) * (response[g] as number) >= Math.abs(threshold)) {
        pixels[g] = 255;
      }
    }
    cv.HoughLinesP(mask, found, 1, Math.PI / 180, Math.round(minLength * 0.5), minLength, 3);
    const segments: Segment[] = [];
    const ends = found.data32S;
    for (let i = 0; i + 3 < ends.length; i += 4) {
      segments.push({
        x0: ends[i] as number,
        y0: ends[i + 1] as number,
        x1: ends[i + 2] as number,
        y1: ends[i + 3] as number,
      });
    }
    return segments;
  } finally {
    mask.delete();
    found.delete();
  }
}

/**
 * Joins segments on one line (within 4 degrees and 3 grid px of each other, gaps up to
 * MAX_GAP): Hough returns a thick or interrupted streak as several pieces.
 */
export function mergeSegments(segments: Segment[]): Segment[] {
  const merged: Segment[] = [];
  for (const s of [...segments].sort((a, b) => segmentLength(b) - segmentLength(a))) {
    const target = merged.find((m) => sameLine(m, s));
    if (!target) {
      merged.push({ ...s });
      continue;
    }
    const a = segmentAngle(target);
    const ux = Math.cos(a);
    const uy = Math.sin(a);
    const along = (x: number, y: number) => (x - target.x0) * ux + (y - target.y0) * uy;
    const ts = [0, along(target.x1, target.y1), along(s.x0, s.y0), along(s.x1, s.y1)];
    const lo = Math.min(...ts);
    const hi = Math.max(...ts);
    const { x0, y0 } = target;
    Object.assign(target, {
      x0: x0 + lo * ux,
      y0: y0 + lo * uy,
      x1: x0 + hi * ux,
      y1: y0 + hi * uy,
    });
  }
  return merged;
}

/** Pieces of one streak this far apart (grid px: 4 mm) are still joined. */
const MAX_GAP = 20;

function sameLine(m: Segment, s: Segment): boolean {
  let d = Math.abs(segmentAngle(m) - segmentAngle(s)) % Math.PI;
  d = Math.min(d, Math.PI - d);
  if (d > (4 * Math.PI) / 180) {
    return false;
  }
  const a = segmentAngle(m);
  const ux = Math.cos(a);
  const uy = Math.sin(a);
  const across = (x: number, y: number) => Math.abs(-(x - m.x0) * uy + (y - m.y0) * ux);
  if (Math.max(across(s.x0, s.y0), across(s.x1, s.y1)) > 3) {
    return false;
  }
  const length = segmentLength(m);
  const along = [s.x0 - m.x0, s.x1 - m.x0].map(
    (dx, i) => dx * ux + ((i ? s.y1 : s.y0) - m.y0) * uy,
  );
  return Math.max(...along) >= -MAX_GAP && Math.min(...along) <= length + MAX_GAP;
}
