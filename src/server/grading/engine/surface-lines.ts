import type { OpenCv } from '../../scan/engine/opencv.ts';
import type { RgbImage } from '../../scan/engine/rgb-image.ts';

/** A thin straight streak seen on the surface, in rectified pixels (10 px/mm). */
export type SurfaceLine = {
  kind: 'scratch' | 'print_line';
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** 1: brighter than its surroundings (a scratch catching the light); -1: darker. */
  contrast: 1 | -1;
};

type Box = { x0: number; y0: number; x1: number; y1: number };

/** Orientations tried (every 22.5 degrees). */
const ANGLES = 8;
/** Half the length (px) over which the line response is averaged: 1.2 mm in all... */
const HALF_LENGTH = 6;
/** ...sampled every ALONG_STEP px (a line is continuous, so sparse samples along it suffice). */
const ALONG_STEP = 2;
/** The flanks compared with the centre lie this far either side (px): only thin streaks respond. */
const FLANK = 3;
/** A wide bar still differs from flanks twice as far out: the near response must be most of that. */
const MIN_NEAR_SHARE = 0.6;
/** Evaluated on every STRIDE-th pixel in both directions. */
const STRIDE = 2;
/** A streak must be this much brighter or darker (luma) than both flanks... */
const MIN_CONTRAST = 9;
/** ...and the flanks must differ by less than this share of it (a step edge has unequal flanks). */
const MAX_FLANK_SHARE = 0.45;
/** Shorter runs are texture, not a line: 6 mm. */
const MIN_LENGTH = 60;
/** A line this close to horizontal or vertical (degrees) spanning this share of the surface is a print line. */
const PRINT_ANGLE = 4;
const PRINT_SPAN = 0.6;

function lumaPlane(image: RgbImage, box: Box) {
  const width = box.x1 - box.x0;
  const height = box.y1 - box.y0;
  const plane = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = ((y + box.y0) * image.width + x + box.x0) * 3;
      plane[y * width + x] =
        0.299 * (image.data[i] as number) +
        0.587 * (image.data[i + 1] as number) +
        0.114 * (image.data[i + 2] as number);
    }
  }
  return { plane, width, height };
}

/** Single-pixel contrast against flanks below which no streak can pass through a pixel. */
const CANDIDATE_CONTRAST = 4;

/**
 * Grid pixels that differ from both flanks in one of four directions: the only places a thin
 * streak can be. Flat print (most of a card) is skipped before the costly oriented pass.
 */
function lineCandidates(
  plane: Float32Array,
  width: number,
  height: number,
  gw: number,
  gh: number,
  reach: number,
) {
  const candidate = new Uint8Array(gw * gh);
  const steps = [FLANK, FLANK * width, FLANK * (width + 1), FLANK * (width - 1)];
  for (let gy = 0; gy < gh; gy++) {
    const y = gy * STRIDE;
    if (y < reach || y >= height - reach) {
      continue;
    }
    for (let gx = 0; gx < gw; gx++) {
      const x = gx * STRIDE;
      if (x < reach || x >= width - reach) {
        continue;
      }
      const p = y * width + x;
      const v = plane[p] as number;
      for (const step of steps) {
        const d = v - ((plane[p + step] as number) + (plane[p - step] as number)) / 2;
        if (Math.abs(d) >= CANDIDATE_CONTRAST) {
          candidate[gy * gw + gx] = 1;
          break;
        }
      }
    }
  }
  return candidate;
}

/**
 * For every grid pixel, the strongest oriented thin-line response: the mean luma along a short
 * segment minus the mean of the two parallel flanks, kept only where both flanks agree (so step
 * edges between printed areas do not count), nor wider bars.
 */
export function lineResponse(plane: Float32Array, width: number, height: number) {
  const gw = Math.ceil(width / STRIDE);
  const gh = Math.ceil(height / STRIDE);
  const response = new Float32Array(gw * gh);
  const reach = HALF_LENGTH + 2 * FLANK + 1;
  const candidate = lineCandidates(plane, width, height, gw, gh, reach);
  for (let a = 0; a < ANGLES; a++) {
    const theta = (a * Math.PI) / ANGLES;
    const ux = Math.cos(theta);
    const uy = Math.sin(theta);
    const taps: number[] = [];
    for (let k = -HALF_LENGTH; k <= HALF_LENGTH; k += ALONG_STEP) {
      const cx = k * ux;
      const cy = k * uy;
      const at = (dx: number, dy: number) => Math.round(cy + dy) * width + Math.round(cx + dx);
      const [nx, ny] = [-uy * FLANK, ux * FLANK];
      taps.push(at(0, 0), at(nx, ny), at(-nx, -ny), at(2 * nx, 2 * ny), at(-2 * nx, -2 * ny));
    }
    const offsets = Int32Array.from(taps);
    const n = offsets.length / 5;
    for (let gy = 0; gy < gh; gy++) {
      const y = gy * STRIDE;
      if (y < reach || y >= height - reach) {
        continue;
      }
      for (let gx = 0; gx < gw; gx++) {
        if (!candidate[gy * gw + gx]) {
          continue;
        }
        const p = y * width + gx * STRIDE;
        let centre = 0;
        let left = 0;
        let right = 0;
        let far = 0;
        for (let t = 0; t < offsets.length; t += 5) {
          centre += plane[p + (offsets[t] as number)] as number;
          left += plane[p + (offsets[t + 1] as number)] as number;
          right += plane[p + (offsets[t + 2] as number)] as number;
          far +=
            (plane[p + (offsets[t + 3] as number)] as number) +
            (plane[p + (offsets[t + 4] as number)] as number);
        }
        const value = (centre - (left + right) / 2) / n;
        const wide = Math.abs(centre - far / 2) / n;
        const flanks = Math.abs(left - right) / n;
        const g = gy * gw + gx;
        if (
          Math.abs(value) > Math.abs(response[g] as number) &&
          flanks < MAX_FLANK_SHARE * Math.abs(value) &&
          Math.abs(value) >= MIN_NEAR_SHARE * wide
        ) {
          response[g] = value;
        }
      }
    }
  }
  return { response, gw, gh };
}

/** A segment in grid pixels. */
type Segment = { x0: number; y0: number; x1: number; y1: number };

const segmentAngle = (s: Segment) => Math.atan2(s.y1 - s.y0, s.x1 - s.x0);
const segmentLength = (s: Segment) => Math.hypot(s.x1 - s.x0, s.y1 - s.y0);

/** Hough segments of one polarity's line pixels (a scratch crossing another stays two lines). */
function houghSegments(cv: OpenCv, response: Float32Array, gw: number, gh: number, sign: number) {
  const mask = cv.Mat.zeros(gh, gw, cv.CV_8UC1);
  const found = new cv.Mat();
  try {
    const pixels = mask.data;
    for (let g = 0; g < gw * gh; g++) {
      if (sign * (response[g] as number) >= MIN_CONTRAST) {
        pixels[g] = 255;
      }
    }
    const minLength = MIN_LENGTH / STRIDE;
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
function mergeSegments(segments: Segment[]): Segment[] {
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

const MAX_GAP = 40 / STRIDE;

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

/**
 * Scratches and print lines inside `box` (the surface within the inner frame) of a rectified
 * card: thin bright or dark straight streaks at least 6 mm long.
 */
export function findSurfaceLines(cv: OpenCv, image: RgbImage, box: Box): SurfaceLine[] {
  const area = {
    x0: Math.max(0, Math.round(box.x0)),
    y0: Math.max(0, Math.round(box.y0)),
    x1: Math.min(image.width, Math.round(box.x1)),
    y1: Math.min(image.height, Math.round(box.y1)),
  };
  const { plane, width, height } = lumaPlane(image, area);
  if (width < 4 * MIN_LENGTH || height < 4 * MIN_LENGTH) {
    return [];
  }
  const { response, gw, gh } = lineResponse(plane, width, height);
  const lines: SurfaceLine[] = [];
  for (const sign of [1, -1]) {
    for (const segment of mergeSegments(houghSegments(cv, response, gw, gh, sign))) {
      const [x0, y0, x1, y1] = [segment.x0, segment.y0, segment.x1, segment.y1].map(
        (v) => v * STRIDE,
      ) as [number, number, number, number];
      const length = Math.hypot(x1 - x0, y1 - y0);
      const degrees = ((((Math.atan2(y1 - y0, x1 - x0) * 180) / Math.PI) % 180) + 180) % 180;
      const offAxis = Math.min(degrees % 90, 90 - (degrees % 90));
      const horizontal = Math.abs(x1 - x0) > Math.abs(y1 - y0);
      const span = length / (horizontal ? width : height);
      lines.push({
        kind: offAxis <= PRINT_ANGLE && span >= PRINT_SPAN ? 'print_line' : 'scratch',
        x0: x0 + area.x0,
        y0: y0 + area.y0,
        x1: x1 + area.x0,
        y1: y1 + area.y0,
        contrast: sign as 1 | -1,
      });
    }
  }
  return lines;
}
