import type { OpenCv } from '../../vision/image/opencv.ts';
import type { RgbImage } from '../../vision/image/rgb-image.ts';
import { houghSegments, mergeSegments } from './surface-segments.ts';

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
function lineResponse(plane: Float32Array, width: number, height: number) {
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
    for (const segment of mergeSegments(
      houghSegments(cv, { response, gw, gh }, sign * MIN_CONTRAST, MIN_LENGTH / STRIDE),
    )) {
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
