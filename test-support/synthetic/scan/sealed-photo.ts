import type { Point, Quad } from '#server/vision/image/homography.ts';
import { backgroundRgb, decodeSprite, drawCard, finishPhoto, fitInFrame } from './make-photo.ts';
import type { SealedFace } from './sealed-render.ts';
import { createRandom, type Random } from './seeded-random.ts';

type SealedPhotoOptions = {
  /** The capture: the sealed guide is 4:3, so the client sends a landscape 4:3 crop. */
  width?: number;
  height?: number;
  /** 0 = clean, 1 = the benchmark's default, 2 = hard (more tilt, glare, blur). */
  difficulty?: number;
  background?: 'plain' | 'texture' | 'clutter';
  /** Shrink-wrap highlights (default: seeded, most photos). */
  wrapGlare?: boolean;
  /** A sliver of the box's side panel beside the front (default: seeded, about half). */
  sidePanel?: boolean;
};

type SealedPhoto = { jpeg: Buffer; width: number; height: number; corners: Quad };

/** The face's outline: upright, tilted, in perspective, filling much of the frame (all inside it). */
function placeFace(random: Random, face: SealedFace, width: number, height: number, d: number) {
  const fill = random.range(0.55, 0.85);
  const scale = Math.min((width * fill) / face.width, (height * fill) / face.height);
  const w = face.width * scale;
  const h = face.height * scale;
  const angle = (random.range(-1, 1) * (6 + 9 * d) * Math.PI) / 180;
  const jitter = 0.02 + 0.04 * d;
  const cx = width / 2 + random.range(-0.06, 0.06) * width;
  const cy = height / 2 + random.range(-0.06, 0.06) * height;
  // Perspective: one side nearer the camera than the other, plus a little corner jitter.
  const keystone = random.range(-0.08, 0.08) * d;
  const corners: Point[] = [
    [-w / 2, -h / 2],
    [w / 2, -h / 2],
    [w / 2, h / 2],
    [-w / 2, h / 2],
  ];
  const quad = corners.map(([x, y]) => {
    const px = x * (1 + keystone * Math.sign(y)) + random.range(-jitter, jitter) * w;
    const py = y + random.range(-jitter, jitter) * h;
    return [
      cx + px * Math.cos(angle) - py * Math.sin(angle),
      cy + px * Math.sin(angle) + py * Math.cos(angle),
    ] as Point;
  }) as Quad;
  // Framed in the guide: the whole product is in the picture (a cut-off one is a retake).
  return fitInFrame(quad, width, height);
}

/** A darker strip beside one side of the face: the box's side seen at an angle. */
function sidePanelQuad(random: Random, face: Quad): Quad {
  const side = random.int(0, 3);
  const a = face[side] as Point;
  const b = face[(side + 1) % 4] as Point;
  const centre: Point = [
    face.reduce((s, p) => s + p[0], 0) / 4,
    face.reduce((s, p) => s + p[1], 0) / 4,
  ];
  const mid: Point = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  const depth = random.range(0.05, 0.14);
  const out: Point = [(mid[0] - centre[0]) * depth, (mid[1] - centre[1]) * depth];
  return [a, b, [b[0] + out[0], b[1] + out[1]], [a[0] + out[0], a[1] + out[1]]];
}

function fillQuad(canvas: Float32Array, width: number, height: number, quad: Quad, rgb: number[]) {
  const xs = quad.map((p) => p[0]);
  const ys = quad.map((p) => p[1]);
  for (
    let y = Math.max(0, Math.floor(Math.min(...ys)));
    y < Math.min(height, Math.max(...ys));
    y++
  ) {
    for (
      let x = Math.max(0, Math.floor(Math.min(...xs)));
      x < Math.min(width, Math.max(...xs));
      x++
    ) {
      if (insideConvex(quad, x + 0.5, y + 0.5)) {
        const o = (y * width + x) * 3;
        for (let c = 0; c < 3; c++) {
          canvas[o + c] = rgb[c] as number;
        }
      }
    }
  }
}

function insideConvex(quad: Quad, x: number, y: number): boolean {
  let sign = 0;
  for (let i = 0; i < 4; i++) {
    const [x1, y1] = quad[i] as Point;
    const [x2, y2] = quad[(i + 1) % 4] as Point;
    const cross = (x2 - x1) * (y - y1) - (y2 - y1) * (x - x1);
    if (cross !== 0) {
      if (sign !== 0 && Math.sign(cross) !== sign) {
        return false;
      }
      sign = Math.sign(cross);
    }
  }
  return true;
}

/**
 * Shrink wrap: a faint sheen over the whole face, a few long specular streaks (nearly white at
 * their core, soft at the edges) and thin bright crinkle lines near the edges.
 */
function addWrapGlare(
  canvas: Float32Array,
  width: number,
  height: number,
  face: Quad,
  random: Random,
  d: number,
) {
  const xs = face.map((p) => p[0]);
  const ys = face.map((p) => p[1]);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const size = Math.min(x1 - x0, y1 - y0);
  const sheen = random.range(0.03, 0.1);
  const streaks = Array.from({ length: random.int(1, 2 + Math.round(d)) }, () => ({
    cx: random.range(x0, x1),
    cy: random.range(y0, y1),
    angle: random.range(0, Math.PI),
    length: random.range(0.3, 0.9) * size,
    thickness: random.range(0.03, 0.1) * size,
    strength: random.range(0.45, 0.7 + 0.15 * d),
  }));
  for (let y = Math.max(0, Math.floor(y0)); y < Math.min(height, y1); y++) {
    for (let x = Math.max(0, Math.floor(x0)); x < Math.min(width, x1); x++) {
      if (!insideConvex(face, x + 0.5, y + 0.5)) {
        continue;
      }
      let a = sheen;
      for (const s of streaks) {
        const dx = x - s.cx;
        const dy = y - s.cy;
        const u = (dx * Math.cos(s.angle) + dy * Math.sin(s.angle)) / (s.length / 2);
        const v = (-dx * Math.sin(s.angle) + dy * Math.cos(s.angle)) / (s.thickness / 2);
        const r = u * u + v * v;
        if (r < 1) {
          a = Math.max(a, s.strength * (1 - r) ** 0.6);
        }
      }
      const o = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) {
        canvas[o + c] = (canvas[o + c] as number) * (1 - a) + 255 * a;
      }
    }
  }
}

/**
 * A phone-like photo of a sealed product's front face (seeded): upright within a few degrees,
 * in perspective, on a background, with shrink-wrap glare, sometimes a side panel showing,
 * then the usual light, noise, blur and JPEG. No barcode is visible (faces carry none).
 */
export async function makeSealedPhoto(
  face: SealedFace,
  seed: number,
  options: SealedPhotoOptions = {},
): Promise<SealedPhoto> {
  const random = createRandom(seed);
  const width = options.width ?? 1200;
  const height = options.height ?? 900;
  const difficulty = options.difficulty ?? 1;
  const background = options.background ?? random.pick(['plain', 'texture', 'clutter'] as const);
  const canvas = await backgroundRgb(random, background, width, height);
  const quad = placeFace(random, face, width, height, difficulty);
  if ((options.sidePanel ?? random.chance(0.5)) && !face.rounded) {
    const shade = random.range(0.25, 0.6);
    const tone = [random.int(40, 200), random.int(40, 200), random.int(40, 200)];
    fillQuad(
      canvas,
      width,
      height,
      sidePanelQuad(random, quad),
      tone.map((v) => v * shade),
    );
  }
  drawCard(canvas, width, height, await decodeSprite(face.png), quad);
  if (options.wrapGlare ?? random.chance(0.85)) {
    addWrapGlare(canvas, width, height, quad, random, difficulty);
  }
  const jpeg = await finishPhoto(canvas, width, height, random, difficulty);
  return { jpeg, width, height, corners: quad };
}
