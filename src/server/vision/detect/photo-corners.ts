import sharp from 'sharp';
import type { Point, Quad } from '../image/homography.ts';
import type { RgbImage } from '../image/rgb-image.ts';
import { refineQuad } from './refine-corners.ts';

/** User corners are snapped to the card's edge only if no corner moves more than this share. */
const USER_CORNER_SNAP = 0.02;

const distance = (a: Point, b: Point) => Math.hypot(a[0] - b[0], a[1] - b[1]);

/** The user's quad, snapped to the card's edge only when that moves every corner a little. */
export function snapUserQuad(image: RgbImage, quad: Quad): Quad {
  const refined = refineQuad(image, quad);
  const side = Math.min(distance(quad[0], quad[1]), distance(quad[0], quad[3]));
  const moved = Math.max(...refined.map((point, i) => distance(point, quad[i] as Point)));
  return moved <= USER_CORNER_SNAP * side ? refined : quad;
}

/** Decoded pixels per uploaded pixel: below 1 when a large photo was decoded smaller. */
export async function decodeScale(input: Buffer, image: RgbImage): Promise<number> {
  const { autoOrient } = await sharp(input, { limitInputPixels: false }).metadata();
  return autoOrient?.width ? image.width / autoOrient.width : 1;
}

export const scaleQuad = (quad: Quad, factor: number) =>
  quad.map(([x, y]) => [x * factor, y * factor]) as Quad;

export function toUserQuad(corners: [number, number][], scale: number): Quad | null {
  return corners.length === 4 ? scaleQuad(corners as Quad, scale) : null;
}

/** The whole photo less a margin (a share of each side). */
export function fullFrame(image: RgbImage, margin = 0.01): Quad {
  const mx = image.width * margin;
  const my = image.height * margin;
  return [
    [mx, my],
    [image.width - mx, my],
    [image.width - mx, image.height - my],
    [mx, image.height - my],
  ];
}
