import type { Point, Quad } from '../image/homography.ts';
import type { OpenCv } from '../image/opencv.ts';

type Mat = InstanceType<OpenCv['Mat']>;

/** Per pixel, the Sobel gradient of the colour channel with the strongest step there. */
export type GradientField = { gx: Int16Array; gy: Int16Array; width: number; height: number };

/** Sobel units; a clean step of about a dozen levels in one channel, after the blur. */
const EDGE_STRENGTH = 40;
/** How far (detection pixels) across a side an edge may lie and still support it. */
const REACH = 2;

export function gradientField(cv: OpenCv, image: Mat): GradientField {
  const width = image.cols;
  const height = image.rows;
  const gx = new Int16Array(width * height);
  const gy = new Int16Array(width * height);
  const strength = new Int32Array(width * height);
  const channels = new cv.MatVector();
  const dx = new cv.Mat();
  const dy = new cv.Mat();
  try {
    cv.split(image, channels);
    for (let c = 0; c < 3; c++) {
      const channel = channels.get(c);
      cv.Sobel(channel, dx, cv.CV_16S, 1, 0, 3);
      cv.Sobel(channel, dy, cv.CV_16S, 0, 1, 3);
      channel.delete();
      const x = dx.data16S;
      const y = dy.data16S;
      for (let i = 0; i < x.length; i++) {
        const vx = x[i] as number;
        const vy = y[i] as number;
        const s = vx * vx + vy * vy;
        if (s > (strength[i] as number)) {
          strength[i] = s;
          gx[i] = vx;
          gy[i] = vy;
        }
      }
    }
  } finally {
    channels.delete();
    dx.delete();
    dy.delete();
  }
  return { gx, gy, width, height };
}

/**
 * Samples along a side (its very ends left out), each true where the image steps across it: a
 * strong gradient pointing across the side, not along it, within REACH pixels of the line.
 */
export function sideHits(
  field: GradientField,
  from: Point,
  to: Point,
  samples = Math.max(
    10,
    Math.min(60, Math.round(Math.hypot(to[0] - from[0], to[1] - from[1]) / 3)),
  ),
): boolean[] {
  const { gx, gy, width, height } = field;
  const length = Math.hypot(to[0] - from[0], to[1] - from[1]);
  if (length < 1) {
    return [];
  }
  const tx = (to[0] - from[0]) / length;
  const ty = (to[1] - from[1]) / length;
  const nx = -ty;
  const ny = tx;
  const hits = new Array<boolean>(samples).fill(false);
  for (let s = 0; s < samples; s++) {
    const u = 0.04 + (0.92 * (s + 0.5)) / samples;
    const bx = from[0] + (to[0] - from[0]) * u;
    const by = from[1] + (to[1] - from[1]) * u;
    for (let o = -REACH; o <= REACH; o++) {
      const x = Math.round(bx + nx * o);
      const y = Math.round(by + ny * o);
      if (x < 1 || y < 1 || x >= width - 1 || y >= height - 1) {
        continue;
      }
      const i = y * width + x;
      const vx = gx[i] as number;
      const vy = gy[i] as number;
      const across = Math.abs(vx * nx + vy * ny);
      if (across > EDGE_STRENGTH && across > 3 * Math.abs(vx * tx + vy * ty)) {
        hits[s] = true;
        break;
      }
    }
  }
  return hits;
}

const fraction = (hits: boolean[]) => hits.filter(Boolean).length / Math.max(1, hits.length);

export type QuadSupport = { mean: number; least: number; leastEnd: number; widestGap: number };

/** The longest run of unsupported samples, as a fraction of the side. */
function widestGap(hits: boolean[]): number {
  let widest = 0;
  let run = 0;
  for (const hit of hits) {
    run = hit ? 0 : run + 1;
    widest = Math.max(widest, run);
  }
  return widest / Math.max(1, hits.length);
}

/**
 * How much of a quad's outline is an edge in the photo: overall, on its weakest side, and on the
 * weakest end of a side (a quad that runs past a card's corner along its edges has bare ends; the
 * side next to each corner is weighed on its own), and the widest bare stretch of any side (a quad
 * around several cards in a row crosses the gaps between them).
 */
export function quadSupport(field: GradientField, quad: Quad, samples?: number): QuadSupport {
  let mean = 0;
  let least = 1;
  let leastEnd = 1;
  let gap = 0;
  for (let i = 0; i < 4; i++) {
    const hits = sideHits(field, quad[i] as Point, quad[(i + 1) % 4] as Point, samples);
    // The stretch next to each corner, past the rounding of the card's corner.
    const end = Math.max(2, Math.round(hits.length * 0.09));
    const side = fraction(hits);
    mean += side / 4;
    least = Math.min(least, side);
    leastEnd = Math.min(leastEnd, fraction(hits.slice(0, end)), fraction(hits.slice(-end)));
    gap = Math.max(gap, widestGap(hits));
  }
  return { mean, least, leastEnd, widestGap: gap };
}

/** Degrees either side of the commonest direction counted by `dominantDirectionShare`. */
const DIRECTION_SPREAD = 4;

/**
 * The share of the strong gradients that point within a few degrees of the commonest direction.
 * A striped cloth's lines run right across the photo, all one way; cards turned every way and
 * their print do not (decision 041).
 */
export function dominantDirectionShare(field: GradientField): number {
  const { gx, gy } = field;
  const byDegree = new Float64Array(180);
  let strong = 0;
  for (let i = 0; i < gx.length; i++) {
    const vx = gx[i] as number;
    const vy = gy[i] as number;
    if (vx * vx + vy * vy < EDGE_STRENGTH * EDGE_STRENGTH) {
      continue;
    }
    const degree = Math.floor((Math.atan2(vy, vx) * 180) / Math.PI + 360) % 180;
    byDegree[degree] = (byDegree[degree] as number) + 1;
    strong++;
  }
  let most = 0;
  for (let centre = 0; centre < 180; centre++) {
    let around = 0;
    for (let d = -DIRECTION_SPREAD; d <= DIRECTION_SPREAD; d++) {
      around += byDegree[(centre + d + 180) % 180] as number;
    }
    most = Math.max(most, around);
  }
  return most / Math.max(1, strong);
}
