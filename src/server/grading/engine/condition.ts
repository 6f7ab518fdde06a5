import type { GuideLines } from '#core/grading/centering.ts';
import type { FaceEstimate } from '#core/grading/grading.schema.ts';
import { scoreFromShare } from '#core/grading/overall.ts';
import { surfaceScore } from '#core/grading/surface-score.ts';
import type { RgbImage } from '../../vision/image/rgb-image.ts';
import type { SurfaceLine } from './surface-lines.ts';

export type Mark = FaceEstimate['marks'][number];

type Box = { x0: number; y0: number; x1: number; y1: number };

const luma = (d: Uint8Array, i: number) =>
  0.299 * (d[i] as number) + 0.587 * (d[i + 1] as number) + 0.114 * (d[i + 2] as number);
const chroma = (d: Uint8Array, i: number) =>
  Math.max(d[i] as number, d[i + 1] as number, d[i + 2] as number) -
  Math.min(d[i] as number, d[i + 1] as number, d[i + 2] as number);

/** Median luma of the border band (between the outer and inner lines) on all four sides. */
function borderLuma(image: RgbImage, lines: GuideLines): number {
  const values: number[] = [];
  const { outer, inner } = lines;
  for (let y = Math.ceil(inner.top); y < inner.bottom; y += 4) {
    for (const x of [(outer.left + inner.left) / 2, (outer.right + inner.right) / 2]) {
      values.push(luma(image.data, (y * image.width + Math.round(x)) * 3));
    }
  }
  values.sort((a, b) => a - b);
  return values[values.length >> 1] ?? 128;
}

/** Pixels much lighter and greyer than the border: whitening (or glare) where paper shows. */
function whitened(
  image: RgbImage,
  box: Box,
  reference: number,
  skip?: (x: number, y: number) => boolean,
) {
  let count = 0;
  let total = 0;
  for (let y = Math.round(box.y0); y < Math.round(box.y1); y++) {
    for (let x = Math.round(box.x0); x < Math.round(box.x1); x++) {
      if (skip?.(x, y)) {
        continue;
      }
      const i = (y * image.width + x) * 3;
      total++;
      if (luma(image.data, i) > Math.min(250, reference + 45) && chroma(image.data, i) < 40) {
        count++;
      }
    }
  }
  return total ? count / total : 0;
}

const CORNER = 40;
const RADIUS = 30;
const EDGE = 10;

/**
 * Indicative corner, edge and surface scores from the rectified card, with the places where
 * something was seen. Uncalibrated (no labelled photos yet): shown as an AI estimate only.
 */
export function assessCondition(image: RgbImage, lines: GuideLines, streaks: SurfaceLine[] = []) {
  const { outer } = lines;
  const reference = borderLuma(image, lines);
  const marks: Mark[] = [];
  const corners: [number, number, number, number][] = [
    [outer.left, outer.top, 1, 1],
    [outer.right, outer.top, -1, 1],
    [outer.right, outer.bottom, -1, -1],
    [outer.left, outer.bottom, 1, -1],
  ];
  let cornerWorst = 0;
  for (const [cx, cy, sx, sy] of corners) {
    const box = {
      x0: Math.min(cx, cx + sx * CORNER),
      x1: Math.max(cx, cx + sx * CORNER),
      y0: Math.min(cy, cy + sy * CORNER),
      y1: Math.max(cy, cy + sy * CORNER),
    };
    // Outside the rounded corner is background, not card.
    const ox = cx + sx * RADIUS;
    const oy = cy + sy * RADIUS;
    const share = whitened(image, box, reference, (x, y) => {
      const beyond = (x - ox) * sx < 0 && (y - oy) * sy < 0;
      return beyond && Math.hypot(x - ox, y - oy) > RADIUS - 3;
    });
    cornerWorst = Math.max(cornerWorst, share);
    if (share > 0.03) {
      marks.push({ kind: 'corner_whitening', x: box.x0, y: box.y0, w: CORNER, h: CORNER });
    }
  }
  const edges: Box[] = [
    { x0: outer.left + CORNER, x1: outer.right - CORNER, y0: outer.top + 2, y1: outer.top + EDGE },
    {
      x0: outer.left + CORNER,
      x1: outer.right - CORNER,
      y0: outer.bottom - EDGE,
      y1: outer.bottom - 2,
    },
    {
      x0: outer.left + 2,
      x1: outer.left + EDGE,
      y0: outer.top + CORNER,
      y1: outer.bottom - CORNER,
    },
    {
      x0: outer.right - EDGE,
      x1: outer.right - 2,
      y0: outer.top + CORNER,
      y1: outer.bottom - CORNER,
    },
  ];
  let edgeShare = 0;
  for (const box of edges) {
    const share = whitened(image, box, reference);
    edgeShare = Math.max(edgeShare, share);
    if (share > 0.02) {
      marks.push({
        kind: 'edge_whitening',
        x: box.x0,
        y: box.y0,
        w: box.x1 - box.x0,
        h: box.y1 - box.y0,
      });
    }
  }
  const glare = glareBox(image, surfaceBox(lines));
  if (glare.share > 0.01 && glare.box) {
    marks.push({ kind: 'surface_glare', ...glare.box });
  }
  marks.push(...streaks.map(lineMark));
  const scratches = streaks.filter((s) => s.kind === 'scratch');
  return {
    subscores: {
      corners: scoreFromShare(cornerWorst, 0.02),
      edges: scoreFromShare(edgeShare, 0.01),
      surface: surfaceScore({
        glareShare: glare.share,
        scratchMm: scratches.reduce((mm, s) => mm + Math.hypot(s.x1 - s.x0, s.y1 - s.y0) / 10, 0),
        printLines: streaks.length - scratches.length,
      }),
    },
    marks,
    borderGlare: borderGlareShare(image, lines, reference),
  };
}

/** The printed surface inside the inner frame, a little in from it. */
export function surfaceBox({ inner }: GuideLines): Box {
  return { x0: inner.left + 4, x1: inner.right - 4, y0: inner.top + 4, y1: inner.bottom - 4 };
}

/** A streak's box, a few pixels wider than the line so a thin one is visible. */
function lineMark(line: SurfaceLine): Mark {
  const pad = 4;
  const x = Math.min(line.x0, line.x1) - pad;
  const y = Math.min(line.y0, line.y1) - pad;
  return {
    kind: line.kind === 'scratch' ? 'surface_scratch' : 'surface_line',
    x: Math.round(x),
    y: Math.round(y),
    w: Math.round(Math.abs(line.x1 - line.x0) + 2 * pad),
    h: Math.round(Math.abs(line.y1 - line.y0) + 2 * pad),
  };
}

/** Specular highlight (near-white, grey) inside the frame and the box around it. */
function glareBox(image: RgbImage, box: Box) {
  let count = 0;
  let total = 0;
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let y = Math.round(box.y0); y < box.y1; y += 2) {
    for (let x = Math.round(box.x0); x < box.x1; x += 2) {
      const i = (y * image.width + x) * 3;
      total++;
      if (luma(image.data, i) > 235 && chroma(image.data, i) < 25) {
        count++;
        [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
      }
    }
  }
  const share = total ? count / total : 0;
  return { share, box: count ? { x: x0, y: y0, w: x1 - x0, h: y1 - y0 } : null };
}

/** Share of the border band washed out by glare (the frame edge cannot be trusted there). */
function borderGlareShare(image: RgbImage, lines: GuideLines, reference: number): number {
  const { outer, inner } = lines;
  const bands: Box[] = [
    { x0: outer.left + 3, x1: inner.left - 3, y0: inner.top, y1: inner.bottom },
    { x0: inner.right + 3, x1: outer.right - 3, y0: inner.top, y1: inner.bottom },
    { x0: inner.left, x1: inner.right, y0: outer.top + 3, y1: inner.top - 3 },
    { x0: inner.left, x1: inner.right, y0: inner.bottom + 3, y1: outer.bottom - 3 },
  ];
  return Math.max(...bands.map((band) => whitened(image, band, Math.max(reference, 190))));
}
