import sharp from 'sharp';
import {
  applyHomography,
  type Point,
  type Quad,
  solveHomography,
} from '#server/vision/image/homography.ts';
import { createRandom, type Random, randomColour } from './seeded-random.ts';

export type PhotoOptions = {
  width?: number;
  height?: number;
  /** 0 = clean, 1 = the benchmark's default, 2 = hard (more tilt, blur, glare). */
  difficulty?: number;
  background?: 'plain' | 'texture' | 'clutter';
  sleeve?: boolean;
  glare?: boolean;
  /** How several cards are placed: a loose scatter, or a binder-page grid. */
  layout?: 'scatter' | 'grid';
  jpegQuality?: number;
  /** Let a single card's corners leave the frame (default: it is shrunk to fit). */
  allowCrop?: boolean;
};

export type Photo = {
  jpeg: Buffer;
  width: number;
  height: number;
  /** Per card (same order as the input), its corners in photo pixels, clockwise from its top-left. */
  corners: Quad[];
};

export type Sprite = { data: Buffer; width: number; height: number };

export async function decodeSprite(png: Buffer): Promise<Sprite> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

export async function backgroundRgb(random: Random, kind: string, width: number, height: number) {
  const parts = [
    `<rect width="${width}" height="${height}" fill="${randomColour(random, [20, 80])}"/>`,
  ];
  if (kind === 'texture') {
    for (let y = 0; y < height; y += random.int(6, 18)) {
      parts.push(
        `<rect x="0" y="${y}" width="${width}" height="${random.int(2, 8)}" fill="${randomColour(random, [25, 70])}" opacity="0.35"/>`,
      );
    }
  } else if (kind === 'clutter') {
    for (let i = 0; i < 40; i++) {
      const w = random.range(20, 260);
      const h = random.range(6, 180);
      parts.push(
        `<rect x="${random.range(-50, width).toFixed(0)}" y="${random.range(-50, height).toFixed(0)}" width="${w.toFixed(0)}" height="${h.toFixed(0)}" fill="${randomColour(random, [10, 90])}" opacity="${random.range(0.5, 1).toFixed(2)}" transform="rotate(${random.int(-40, 40)} ${width / 2} ${height / 2})"/>`,
      );
    }
    for (let i = 0; i < 12; i++) {
      parts.push(
        `<text x="${random.int(0, width)}" y="${random.int(0, height)}" font-family="DejaVu Sans" font-size="${random.int(14, 40)}" fill="${randomColour(random, [5, 95])}">${'lorem ipsum 123'.slice(0, random.int(4, 15))}</text>`,
      );
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${parts.join('')}</svg>`;
  const { data } = await sharp(Buffer.from(svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return new Float32Array(data);
}

/** Draws a card into the canvas through the homography card -> photo (bilinear, alpha-aware). */
export function drawCard(
  canvas: Float32Array,
  width: number,
  height: number,
  card: Sprite,
  quad: Quad,
) {
  const toCard = solveHomography(quad, [
    [0, 0],
    [card.width, 0],
    [card.width, card.height],
    [0, card.height],
  ]);
  const xs = quad.map((p) => p[0]);
  const ys = quad.map((p) => p[1]);
  const x0 = Math.max(0, Math.floor(Math.min(...xs)));
  const x1 = Math.min(width - 1, Math.ceil(Math.max(...xs)));
  const y0 = Math.max(0, Math.floor(Math.min(...ys)));
  const y1 = Math.min(height - 1, Math.ceil(Math.max(...ys)));
  const src = card.data;
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const [u, v] = applyHomography(toCard, x + 0.5, y + 0.5);
      if (u < 0 || v < 0 || u >= card.width || v >= card.height) {
        continue;
      }
      const fx = Math.min(card.width - 1.001, Math.max(0, u - 0.5));
      const fy = Math.min(card.height - 1.001, Math.max(0, v - 0.5));
      const ix = Math.floor(fx);
      const iy = Math.floor(fy);
      const ax = fx - ix;
      const ay = fy - iy;
      const i00 = (iy * card.width + ix) * 4;
      const i10 = i00 + 4;
      const i01 = i00 + card.width * 4;
      const i11 = i01 + 4;
      const sample = (c: number) =>
        ((src[i00 + c] as number) * (1 - ax) + (src[i10 + c] as number) * ax) * (1 - ay) +
        ((src[i01 + c] as number) * (1 - ax) + (src[i11 + c] as number) * ax) * ay;
      const alpha = sample(3) / 255;
      const o = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) {
        canvas[o + c] = (canvas[o + c] as number) * (1 - alpha) + sample(c) * alpha;
      }
    }
  }
}

export function placeQuad(
  random: Random,
  center: Point,
  cardHeight: number,
  difficulty: number,
): Quad {
  const cardWidth = cardHeight * (63 / 88);
  const angle = (random.range(-1, 1) * (12 + 14 * difficulty) * Math.PI) / 180;
  const jitter = 0.03 + 0.03 * difficulty;
  const corners: Point[] = [
    [-cardWidth / 2, -cardHeight / 2],
    [cardWidth / 2, -cardHeight / 2],
    [cardWidth / 2, cardHeight / 2],
    [-cardWidth / 2, cardHeight / 2],
  ];
  return corners.map(([x, y]) => {
    const px = x + random.range(-jitter, jitter) * cardWidth;
    const py = y + random.range(-jitter, jitter) * cardHeight;
    return [
      center[0] + px * Math.cos(angle) - py * Math.sin(angle),
      center[1] + px * Math.sin(angle) + py * Math.cos(angle),
    ] as Point;
  }) as Quad;
}

/** Shrinks a quad about its centre until every corner is inside the frame (with a margin). */
export function fitInFrame(quad: Quad, width: number, height: number): Quad {
  const margin = 0.015 * Math.min(width, height);
  const [cx, cy] = [quad.reduce((s, p) => s + p[0], 0) / 4, quad.reduce((s, p) => s + p[1], 0) / 4];
  let scale = 1;
  for (const [x, y] of quad) {
    const limitX =
      x < cx ? (cx - margin) / (cx - x) : (width - margin - cx) / Math.max(1e-6, x - cx);
    const limitY =
      y < cy ? (cy - margin) / (cy - y) : (height - margin - cy) / Math.max(1e-6, y - cy);
    scale = Math.min(scale, limitX, limitY);
  }
  return quad.map(([x, y]) => [cx + (x - cx) * scale, cy + (y - cy) * scale]) as Quad;
}

function layoutQuads(
  random: Random,
  count: number,
  width: number,
  height: number,
  options: PhotoOptions,
): Quad[] {
  const difficulty = options.difficulty ?? 1;
  if (count === 1) {
    const cardHeight = height * random.range(0.5, 0.82);
    const center: Point = [
      width / 2 + random.range(-0.08, 0.08) * width,
      height / 2 + random.range(-0.06, 0.06) * height,
    ];
    const quad = placeQuad(random, center, cardHeight, difficulty);
    // The whole card is in the picture (a card cut off by the frame is a retake, not a scan).
    return [options.allowCrop ? quad : fitInFrame(quad, width, height)];
  }
  const columns = Math.ceil(Math.sqrt(count));
  const rows = Math.ceil(count / columns);
  const cellW = width / columns;
  const cellH = height / rows;
  const cardHeight = Math.min(cellH * 0.8, (cellW * 0.8) / (63 / 88));
  const tilt = options.layout === 'grid' ? 0.15 : 0.6;
  return Array.from({ length: count }, (_, i) => {
    const center: Point = [
      cellW * ((i % columns) + 0.5) + random.range(-0.04, 0.04) * cellW,
      cellH * (Math.floor(i / columns) + 0.5) + random.range(-0.04, 0.04) * cellH,
    ];
    return placeQuad(random, center, cardHeight, difficulty * tilt);
  });
}

export function addGlare(
  canvas: Float32Array,
  width: number,
  height: number,
  quad: Quad,
  random: Random,
  strength: number,
) {
  const cx = quad.reduce((s, p) => s + p[0], 0) / 4 + random.range(-0.25, 0.25) * width * 0.3;
  const cy = quad.reduce((s, p) => s + p[1], 0) / 4 + random.range(-0.3, 0.3) * height * 0.3;
  const radius = random.range(0.05, 0.14) * Math.max(width, height);
  for (let y = Math.max(0, Math.floor(cy - radius)); y < Math.min(height, cy + radius); y++) {
    for (let x = Math.max(0, Math.floor(cx - radius)); x < Math.min(width, cx + radius); x++) {
      const d = Math.hypot(x - cx, y - cy) / radius;
      if (d < 1) {
        const a = strength * (1 - d * d);
        const o = (y * width + x) * 3;
        for (let c = 0; c < 3; c++) {
          canvas[o + c] = (canvas[o + c] as number) * (1 - a) + 255 * a;
        }
      }
    }
  }
}

/**
 * The camera's part (seeded): white balance, exposure and a light gradient, sensor noise,
 * blur and JPEG compression, over a canvas of RGB floats.
 */
export async function finishPhoto(
  canvas: Float32Array,
  width: number,
  height: number,
  random: Random,
  difficulty: number,
  jpegQuality?: number,
): Promise<Buffer> {
  const gains = [0, 1, 2].map(() => random.range(1 - 0.08 * difficulty, 1 + 0.08 * difficulty));
  const exposure = random.range(1 - 0.2 * difficulty, 1 + 0.1 * difficulty);
  const slope = random.range(-0.25, 0.25) * difficulty;
  const noise = random.range(1, 2 + 3 * difficulty);
  const pixels = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    const light = exposure * (1 + slope * (y / height - 0.5));
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) {
        const value =
          (canvas[o + c] as number) * light * (gains[c] as number) + random.gaussian() * noise;
        pixels[o + c] = value < 0 ? 0 : value > 255 ? 255 : value;
      }
    }
  }
  let image = sharp(pixels, { raw: { width, height, channels: 3 } });
  const blur = random.range(0.3, 0.6 + 0.8 * difficulty);
  if (blur > 0.35) {
    image = image.blur(blur);
  }
  const quality = jpegQuality ?? random.int(Math.round(85 - 25 * difficulty), 90);
  return image.jpeg({ quality }).toBuffer();
}

/**
 * A phone-like photo of one or more card renders (seeded): perspective and rotation, background,
 * optional sleeve sheen and glare, uneven light and colour cast, noise, blur and JPEG.
 */
export async function makePhoto(
  cards: Buffer[],
  seed: number,
  options: PhotoOptions = {},
): Promise<Photo> {
  const random = createRandom(seed);
  const width = options.width ?? 900;
  const height = options.height ?? 1200;
  const difficulty = options.difficulty ?? 1;
  const background = options.background ?? random.pick(['plain', 'texture', 'clutter'] as const);
  const canvas = await backgroundRgb(random, background, width, height);
  const quads = layoutQuads(random, cards.length, width, height, options);
  for (const [i, png] of cards.entries()) {
    drawCard(canvas, width, height, await decodeSprite(png), quads[i] as Quad);
  }
  const sleeve = options.sleeve ?? random.chance(0.3 * difficulty);
  if (sleeve) {
    for (const quad of quads) {
      addGlare(canvas, width, height, quad, random, 0.18);
    }
  }
  if (options.glare ?? random.chance(0.4 * difficulty)) {
    addGlare(
      canvas,
      width,
      height,
      quads[0] as Quad,
      random,
      random.range(0.3, 0.55 + 0.1 * difficulty),
    );
  }
  const jpeg = await finishPhoto(canvas, width, height, random, difficulty, options.jpegQuality);
  return { jpeg, width, height, corners: quads };
}
