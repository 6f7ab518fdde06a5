import sharp from 'sharp';
import type { Point, Quad } from '#server/vision/image/homography.ts';
import {
  backgroundRgb,
  decodeSprite,
  drawCard,
  finishPhoto,
  type Photo,
  type Sprite,
} from './make-photo.ts';
import { CARD_ASPECT, cardQuad, fitInFrame, phoneTilt } from './multi-geometry.ts';
import { createRandom, type Random } from './seeded-random.ts';

export const BINDER_POCKETS = 9;

export type BinderPhotoOptions = {
  width?: number;
  height?: number;
  /** 0 = clean, 1 = the benchmark's default. */
  difficulty?: number;
};

export type BinderPhoto = Photo & {
  /** The pocket (0-8, row by row) each card sits in; the other pockets are empty. */
  pockets: number[];
};

/** Binder page colours: black, navy, charcoal, white, grey. */
const PAGE_COLOURS = ['#111214', '#14203a', '#2a2b2e', '#e9e9e4', '#8a8d92'];

type PocketGrid = { x0: number; y0: number; pocketW: number; pocketH: number; seam: number };

/** Three by three pockets a little larger than a card, welded seams between them. */
function pocketGrid(random: Random, width: number, height: number): PocketGrid {
  const ringMargin = width * random.range(0.07, 0.1);
  const seam = width * random.range(0.008, 0.018);
  const usableW = width - ringMargin - width * 0.03;
  const pocketW = Math.min((usableW - 2 * seam) / 3, ((height * 0.94 - 2 * seam) / 3) * 0.73);
  const pocketH = pocketW / (CARD_ASPECT * random.range(1.0, 1.04));
  const gridH = 3 * pocketH + 2 * seam;
  return { x0: ringMargin, y0: (height - gridH) / 2, pocketW, pocketH, seam };
}

function pocketRect(grid: PocketGrid, pocket: number) {
  const column = pocket % 3;
  const row = Math.floor(pocket / 3);
  return {
    x: grid.x0 + column * (grid.pocketW + grid.seam),
    y: grid.y0 + row * (grid.pocketH + grid.seam),
    w: grid.pocketW,
    h: grid.pocketH,
  };
}

async function svgSprite(svg: string): Promise<Sprite> {
  return decodeSprite(await sharp(Buffer.from(svg)).png().toBuffer());
}

/** The page itself: its colour, the pockets' backing a shade off it, the ring holes. */
function pageSvg(random: Random, grid: PocketGrid, width: number, height: number): string {
  const colour = random.pick(PAGE_COLOURS);
  const parts = [`<rect width="${width}" height="${height}" fill="${colour}"/>`];
  const shade = random.chance(0.5) ? '#ffffff' : '#000000';
  for (let pocket = 0; pocket < BINDER_POCKETS; pocket++) {
    const r = pocketRect(grid, pocket);
    parts.push(
      `<rect x="${r.x}" y="${r.y}" width="${r.w}" height="${r.h}" fill="${shade}" opacity="0.05"/>`,
    );
  }
  for (const fraction of [0.2, 0.5, 0.8]) {
    parts.push(
      `<circle cx="${grid.x0 * 0.4}" cy="${height * fraction}" r="${grid.x0 * 0.16}" fill="#050505"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${parts.join('')}</svg>`;
}

/**
 * The clear plastic over the cards: a faint haze on each pocket, a sheen band across it, the
 * welded pocket edges and the pocket opening, and often one broad highlight of the room's
 * light spanning a pocket or two.
 */
function sleeveSvg(
  random: Random,
  grid: PocketGrid,
  width: number,
  height: number,
  difficulty: number,
): string {
  const edge = random.chance(0.5) ? '#ffffff' : '#c8ccd4';
  const edgeOpacity = random.range(0.25, 0.6);
  const defs = [
    `<linearGradient id="sheen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="${random.range(0.35, 0.6).toFixed(2)}" stop-color="#fff" stop-opacity="${(random.range(0.08, 0.22) * difficulty).toFixed(2)}"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>`,
    `<radialGradient id="glare"><stop offset="0" stop-color="#fff" stop-opacity="${random.range(0.45, 0.8).toFixed(2)}"/><stop offset="0.6" stop-color="#fff" stop-opacity="0.2"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
  ];
  const parts: string[] = [];
  for (let pocket = 0; pocket < BINDER_POCKETS; pocket++) {
    const r = pocketRect(grid, pocket);
    parts.push(
      `<rect x="${r.x}" y="${r.y}" width="${r.w}" height="${r.h}" fill="#fff" opacity="${random.range(0.02, 0.08).toFixed(3)}"/>`,
      `<rect x="${r.x}" y="${r.y}" width="${r.w}" height="${r.h}" fill="url(#sheen)"/>`,
      `<rect x="${r.x}" y="${r.y}" width="${r.w}" height="${r.h}" fill="none" stroke="${edge}" stroke-width="${random.range(1.5, 4).toFixed(1)}" opacity="${edgeOpacity.toFixed(2)}"/>`,
      `<line x1="${r.x + r.w * 0.05}" y1="${r.y + r.h * 0.035}" x2="${r.x + r.w * 0.95}" y2="${r.y + r.h * 0.035}" stroke="#fff" stroke-width="1.5" opacity="${(edgeOpacity * 0.6).toFixed(2)}"/>`,
    );
  }
  if (random.chance(0.6 * difficulty)) {
    const rx = width * random.range(0.12, 0.3);
    parts.push(
      `<ellipse cx="${random.range(0.15, 0.85) * width}" cy="${random.range(0.1, 0.9) * height}" rx="${rx}" ry="${rx * random.range(0.5, 1.2)}" fill="url(#glare)" transform="rotate(${random.int(-40, 40)})"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs>${defs.join('')}</defs>${parts.join('')}</svg>`;
}

/** Each card sits low in its pocket (it slides down), a little off centre and askew. */
function cardInPocket(random: Random, grid: PocketGrid, pocket: number): Quad {
  const r = pocketRect(grid, pocket);
  const cardHeight = Math.min(r.h * 0.975, (r.w * 0.975) / CARD_ASPECT);
  const slackX = (r.w - cardHeight * CARD_ASPECT) / 2;
  const slackY = r.h - cardHeight;
  const centre: Point = [
    r.x + r.w / 2 + random.range(-0.8, 0.8) * slackX,
    r.y + cardHeight / 2 + slackY * random.range(0.5, 0.95),
  ];
  return cardQuad(centre, cardHeight, (random.range(-1.5, 1.5) * Math.PI) / 180);
}

/**
 * A seeded phone photo of a binder page (members' binder scan): up to 9 cards in a 3x3 page of
 * pocket sleeves, empty pockets for the rest, on a table, the page turned and the phone tilted,
 * then the camera's light, noise, blur and JPEG.
 */
export async function makeBinderPhoto(
  cards: Buffer[],
  seed: number,
  options: BinderPhotoOptions = {},
): Promise<BinderPhoto> {
  if (cards.length > BINDER_POCKETS) {
    throw new Error(`a binder page holds ${BINDER_POCKETS} cards, not ${cards.length}`);
  }
  const random = createRandom(seed);
  const width = options.width ?? 1200;
  const height = options.height ?? 1600;
  const difficulty = options.difficulty ?? 1;
  const canvas = await backgroundRgb(
    random,
    random.pick(['plain', 'texture'] as const),
    width,
    height,
  );
  const grid = pocketGrid(random, width, height);
  const free = Array.from({ length: BINDER_POCKETS }, (_, i) => i);
  const pockets = cards.map(() => free.splice(random.int(0, free.length - 1), 1)[0] as number);
  pockets.sort((a, b) => a - b);
  const pageQuad: Quad = [
    [0, 0],
    [width, 0],
    [width, height],
    [0, height],
  ];
  const inPage = pockets.map((pocket) => cardInPocket(random, grid, pocket));
  // The page turned and seen from a little further away or closer, then the phone's tilt.
  const angle = (random.range(-6, 6) * Math.PI) / 180;
  const scale = random.range(0.9, 1.05);
  const turn = (quad: Quad): Quad =>
    quad.map(([x, y]) => {
      const dx = (x - width / 2) * scale;
      const dy = (y - height / 2) * scale;
      return [
        width / 2 + dx * Math.cos(angle) - dy * Math.sin(angle),
        height / 2 + dx * Math.sin(angle) + dy * Math.cos(angle),
      ];
    }) as Quad;
  const tilt = phoneTilt(random, width, height, 0.04 * difficulty);
  const allPockets = Array.from({ length: BINDER_POCKETS }, (_, i) => {
    const r = pocketRect(grid, i);
    return tilt(
      turn([
        [r.x, r.y],
        [r.x + r.w, r.y],
        [r.x + r.w, r.y + r.h],
        [r.x, r.y + r.h],
      ]),
    );
  });
  // Every pocket stays in the picture (the page may run past the frame).
  const fitPage = fitInFrame(allPockets, width, height, 0.015);
  const place = (quad: Quad) => fitPage(tilt(turn(quad)));
  const page = place(pageQuad);
  const quads = inPage.map(place);
  drawCard(canvas, width, height, await svgSprite(pageSvg(random, grid, width, height)), page);
  for (const [i, png] of cards.entries()) {
    drawCard(canvas, width, height, await decodeSprite(png), quads[i] as Quad);
  }
  const sleeve = await svgSprite(sleeveSvg(random, grid, width, height, difficulty));
  drawCard(canvas, width, height, sleeve, page);
  const jpeg = await finishPhoto(canvas, width, height, random, difficulty);
  return { jpeg, width, height, corners: quads, pockets };
}
