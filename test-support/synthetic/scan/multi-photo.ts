import type { Point, Quad } from '#server/vision/image/homography.ts';
import {
  addGlare,
  backgroundRgb,
  decodeSprite,
  drawCard,
  finishPhoto,
  type Photo,
} from './make-photo.ts';
import { bestGrid, cardQuad, fitAllInFrame, phoneTilt } from './multi-geometry.ts';
import { createRandom, type Random } from './seeded-random.ts';

/**
 * touching: rows of cards laid edge to edge, some a little over their neighbour, a few degrees
 * off each; scatter: cards dropped loosely on the table, turned by up to 35 degrees.
 */
export type MultiLayout = 'touching' | 'scatter';

export type MultiPhotoOptions = {
  layout: MultiLayout;
  width?: number;
  height?: number;
  /** 0 = clean, 1 = the benchmark's default. */
  difficulty?: number;
  background?: 'plain' | 'texture' | 'clutter';
};

const degrees = (value: number) => (value * Math.PI) / 180;

function touchingQuads(random: Random, count: number, width: number, height: number): Quad[] {
  // From 3 % overlap to a 2 % gap between neighbours.
  const spacing = 1 + random.range(-0.03, 0.02);
  const { columns, cardHeight } = bestGrid(count, width, height, spacing);
  const turn = degrees(random.range(-12, 12));
  const pitchX = cardHeight * (63 / 88) * spacing;
  const pitchY = cardHeight * spacing;
  const quads = Array.from({ length: count }, (_, i) => {
    const column = i % columns;
    const row = Math.floor(i / columns);
    const local: Point = [
      column * pitchX + random.range(-0.015, 0.015) * pitchX,
      row * pitchY + random.range(-0.015, 0.015) * pitchY,
    ];
    const centre: Point = [
      local[0] * Math.cos(turn) - local[1] * Math.sin(turn),
      local[0] * Math.sin(turn) + local[1] * Math.cos(turn),
    ];
    return cardQuad(centre, cardHeight, turn + degrees(random.range(-4, 4)));
  });
  return fitAllInFrame(quads, width, height, 0.03);
}

function scatterQuads(random: Random, count: number, width: number, height: number): Quad[] {
  const { columns, rows, cardHeight } = bestGrid(count, width, height, 1.25);
  const cellW = width / columns;
  const cellH = height / rows;
  const quads = Array.from({ length: count }, (_, i) => {
    const centre: Point = [
      cellW * ((i % columns) + 0.5 + random.range(-0.1, 0.1)),
      cellH * (Math.floor(i / columns) + 0.5 + random.range(-0.1, 0.1)),
    ];
    return cardQuad(centre, cardHeight, degrees(random.range(-35, 35)));
  });
  return fitAllInFrame(quads, width, height, 0.02);
}

/**
 * A seeded phone photo of several cards on a table (members' multi-card scan): the layout,
 * the phone's tilt, sometimes sleeves and a lamp's highlight, then the camera's light, noise,
 * blur and JPEG. Cards are drawn in order, so a later card covers an earlier one's edge.
 */
export async function makeMultiPhoto(
  cards: Buffer[],
  seed: number,
  options: MultiPhotoOptions,
): Promise<Photo> {
  const random = createRandom(seed);
  const width = options.width ?? 1200;
  const height = options.height ?? 1600;
  const difficulty = options.difficulty ?? 1;
  const background = options.background ?? random.pick(['plain', 'texture', 'clutter'] as const);
  const canvas = await backgroundRgb(random, background, width, height);
  const laid =
    options.layout === 'touching'
      ? touchingQuads(random, cards.length, width, height)
      : scatterQuads(random, cards.length, width, height);
  const tilt = phoneTilt(random, width, height, 0.04 * difficulty);
  const quads = fitAllInFrame(laid.map(tilt), width, height, 0.015);
  for (const [i, png] of cards.entries()) {
    drawCard(canvas, width, height, await decodeSprite(png), quads[i] as Quad);
  }
  if (random.chance(0.3 * difficulty)) {
    for (const quad of quads) {
      addGlare(canvas, width, height, quad, random, 0.15);
    }
  }
  if (random.chance(0.5 * difficulty)) {
    const lit = quads[random.int(0, quads.length - 1)] as Quad;
    addGlare(canvas, width, height, lit, random, random.range(0.3, 0.6));
  }
  const jpeg = await finishPhoto(canvas, width, height, random, difficulty);
  return { jpeg, width, height, corners: quads };
}
