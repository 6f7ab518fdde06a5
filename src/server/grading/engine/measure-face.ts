import sharp from 'sharp';
import type { GuideLines } from '#core/grading/centering.ts';
import { centeringFromLines } from '#core/grading/centering.ts';
import type { FaceEstimate } from '#core/grading/grading.schema.ts';
import { findCardQuads } from '../../vision/detect/detect-cards.ts';
import { snapUserQuad } from '../../vision/detect/photo-corners.ts';
import { refineQuad } from '../../vision/detect/refine-corners.ts';
import { decodeToRgb } from '../../vision/image/decode-image.ts';
import type { Quad } from '../../vision/image/homography.ts';
import type { OpenCv } from '../../vision/image/opencv.ts';
import type { RgbImage } from '../../vision/image/rgb-image.ts';
import { assessCondition, surfaceBox } from './condition.ts';
import { outwardEdges, readEdges } from './edge-profile.ts';
import {
  CANVAS_H,
  CANVAS_W,
  defaultLines,
  grownQuad,
  quadDistortion,
  rectifyWithMargin,
} from './geometry.ts';
import { findSurfaceLines } from './surface-lines.ts';

/** The grading tool takes photos up to this many pixels on the long side. */
export const GRADING_MAX_SIDE = 4000;

/** Rejection gates, tuned on bench/grading.bench.ts (synthetic photos). */
export const GATES = {
  minShortSide: 380,
  maxCornerAngle: 18,
  minSideRatio: 0.82,
  minSharpness: 0.11,
  maxBorderGlare: 0.05,
  maxSpread: 7,
};

type Problem = FaceEstimate['problems'][number];
const MESSAGES: Record<Problem['code'], string> = {
  no_card: 'No card was found in the photo.',
  too_small: 'The card is too small in the photo: move closer so that it fills most of the frame.',
  too_blurred: 'The photo is too blurred to find the borders: hold still and let the camera focus.',
  too_tilted: 'The card was photographed at too steep an angle: hold the phone parallel to it.',
  glare_on_border: 'Glare covers part of the border: tilt the card or move away from the light.',
  border_not_found:
    'The inner frame could not be found on every side (full-art and borderless cards cannot be measured this way).',
};
const problem = (code: Problem['code']): Problem => ({ code, message: MESSAGES[code] });

export type FaceJob = { image: Uint8Array; corners: [number, number][] | null };
export type FaceResult = Omit<FaceEstimate, 'image'> & { image: string | null };

function inset(image: RgbImage): Quad {
  const mx = image.width * 0.05;
  const my = image.height * 0.05;
  return [
    [mx, my],
    [image.width - mx, my],
    [image.width - mx, image.height - my],
    [mx, image.height - my],
  ];
}

async function toDataUrl(card: RgbImage): Promise<string> {
  const jpeg = await sharp(card.data, {
    raw: { width: card.width, height: card.height, channels: 3 },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

function locate(cv: OpenCv, image: RgbImage, corners: FaceJob['corners']): Quad | null {
  if (corners?.length === 4) {
    return snapUserQuad(image, corners as Quad);
  }
  const best = findCardQuads(cv, image)[0];
  return best ? refineQuad(image, best.quad) : null;
}

type Reading = {
  card: RgbImage;
  lines: GuideLines;
  confidence: number;
  problems: Problem[];
};

/** Rectifies the card inside `quad` and reads its edges; what is not trustworthy is a problem. */
function readCard(image: RgbImage, quad: Quad): Reading {
  const card = rectifyWithMargin(image, quad);
  const edges = readEdges(card);
  const lines = edges?.lines ?? defaultLines();
  // Where the frame was not found, a washed-out border is the likelier reason: say so.
  const glareOnBorder = assessCondition(card, lines).borderGlare > GATES.maxBorderGlare;
  const notFound = problem(glareOnBorder ? 'glare_on_border' : 'border_not_found');
  if (!edges) {
    return { card, lines, confidence: 0, problems: [notFound] };
  }
  const sides = Object.values(edges.sides);
  const sharpness = Math.min(...sides.map((s) => s.sharpness));
  const spread = Math.max(...sides.map((s) => s.spread));
  const framed = sides.some((s) => s.outsideStep);
  const problems: Problem[] = [];
  if (sharpness < GATES.minSharpness) {
    problems.push(problem('too_blurred'));
  } else if (framed || spread > GATES.maxSpread || glareOnBorder) {
    problems.push(notFound);
  }
  const confidence = Math.max(0, Math.min(1, 1 - spread / (2 * GATES.maxSpread)));
  return { card, lines, confidence, problems };
}

/**
 * When the detected outline may be the printed frame (no frame found inside it, or a flat band
 * outside it), the card edge is looked for further out and the card read again; the grown
 * outline is kept only if it passes every gate.
 */
function readGrown(image: RgbImage, quad: Quad, first: Reading): { quad: Quad; reading: Reading } {
  const grow = outwardEdges(first.card);
  if (Object.values(grow).every((g) => g === 0)) {
    return { quad, reading: first };
  }
  const bigger = grownQuad(quad, grow);
  const second = readCard(image, bigger);
  return second.problems.length === 0
    ? { quad: bigger, reading: second }
    : { quad, reading: first };
}

function shapeProblems(quad: Quad): Problem[] {
  const shape = quadDistortion(quad);
  const problems: Problem[] = [];
  if (shape.shortSide < GATES.minShortSide) {
    problems.push(problem('too_small'));
  }
  if (shape.worstAngle > GATES.maxCornerAngle || shape.sideRatio < GATES.minSideRatio) {
    problems.push(problem('too_tilted'));
  }
  return problems;
}

/** Finds, rectifies and measures one face; low confidence comes back as problems, never a guess. */
export async function measureFace(cv: OpenCv, job: FaceJob): Promise<FaceResult> {
  const image = await decodeToRgb(Buffer.from(job.image), {
    maxWidth: GRADING_MAX_SIDE,
    maxHeight: GRADING_MAX_SIDE,
  });
  let quad = locate(cv, image, job.corners);
  let reading: Reading;
  if (quad) {
    reading = readCard(image, quad);
    const frameSuspected = reading.problems.some((p) => p.code === 'border_not_found');
    if (frameSuspected && !job.corners) {
      ({ quad, reading } = readGrown(image, quad, reading));
    }
    reading.problems.unshift(...shapeProblems(quad));
  } else {
    const card = rectifyWithMargin(image, inset(image));
    reading = { card, lines: defaultLines(), confidence: 0, problems: [problem('no_card')] };
  }
  const { card, lines, problems } = reading;
  const measured = problems.length === 0;
  const streaks = measured ? findSurfaceLines(cv, card, surfaceBox(lines)) : [];
  const condition = assessCondition(card, lines, streaks);
  const centering = measured ? centeringFromLines(lines) : null;
  return {
    found: quad !== null,
    corners: quad ? quad.map(([x, y]) => [round1(x), round1(y)] as [number, number]) : null,
    image: await toDataUrl(card),
    size: { width: CANVAS_W, height: CANVAS_H },
    lines: roundLines(lines),
    centering: centering && { leftRight: centering.leftRight, topBottom: centering.topBottom },
    subscores: measured ? condition.subscores : { corners: null, edges: null, surface: null },
    marks: measured ? condition.marks : [],
    confidence: measured ? round1(reading.confidence * 10) / 10 : Math.min(0.3, reading.confidence),
    problems: dedupe(problems),
  };
}

const dedupe = (problems: Problem[]) =>
  problems.filter((p, i) => problems.findIndex((q) => q.code === p.code) === i);

const round1 = (v: number) => Math.round(v * 10) / 10;
const roundSides = (s: GuideLines['outer']) => ({
  left: round1(s.left),
  right: round1(s.right),
  top: round1(s.top),
  bottom: round1(s.bottom),
});
const roundLines = (l: GuideLines): GuideLines => ({
  outer: roundSides(l.outer),
  inner: roundSides(l.inner),
});
