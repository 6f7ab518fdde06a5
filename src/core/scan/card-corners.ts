import { CARD_ASPECT, fitGuideRect, type Size } from './capture-geometry.ts';

export type Point = [number, number];
/** A card's corners in image pixels, clockwise (on screen, y down) from its top-left. */
export type CardCorners = [Point, Point, Point, Point];

/** A quad smaller than this share of the photo is a slip of the finger, not a card. */
export const MIN_CORNERS_AREA_SHARE = 0.02;
/** Share of the photo the default (nothing detected) corners fill. */
export const DEFAULT_CORNERS_FILL = 0.8;
export const CORNER_LABELS = [
  'Top-left corner',
  'Top-right corner',
  'Bottom-right corner',
  'Bottom-left corner',
] as const;

export type CornersCheck = { ok: true; corners: CardCorners } | { ok: false; problem: string };

const isPoint = (value: unknown): value is Point =>
  Array.isArray(value) &&
  value.length === 2 &&
  value.every((n) => typeof n === 'number' && Number.isFinite(n));

/** The cross product of (b - a) x (c - b): positive where the path a -> b -> c turns clockwise. */
function turn(a: Point, b: Point, c: Point): number {
  return (b[0] - a[0]) * (c[1] - b[1]) - (b[1] - a[1]) * (c[0] - b[0]);
}

/** Shoelace area, positive for a clockwise quad in y-down image coordinates. */
export function quadArea(corners: CardCorners): number {
  let twice = 0;
  corners.forEach(([x, y], i) => {
    const [nx, ny] = corners[(i + 1) % 4] as Point;
    twice += x * ny - nx * y;
  });
  return twice / 2;
}

/**
 * Checks corners sent for a photo of `size`: 4 finite [x, y] points inside the photo, a convex
 * quad going clockwise, covering at least 2 % of the photo. The problem is worded for the user.
 */
export function checkCorners(value: unknown, size: Size): CornersCheck {
  if (!Array.isArray(value) || value.length !== 4 || !value.every(isPoint)) {
    return { ok: false, problem: 'corners must be 4 [x, y] points with finite numbers' };
  }
  const corners = value as CardCorners;
  const inside = corners.every(([x, y]) => x >= 0 && y >= 0 && x <= size.width && y <= size.height);
  if (!inside) {
    return {
      ok: false,
      problem: `corners must be 4 points inside the image (${size.width}x${size.height} pixels)`,
    };
  }
  const turns = corners.map((point, i) =>
    turn(corners[(i + 3) % 4] as Point, point, corners[(i + 1) % 4] as Point),
  );
  if (turns.every((t) => t < 0)) {
    return { ok: false, problem: 'corners must go clockwise from the top-left' };
  }
  if (!turns.every((t) => t > 0)) {
    return { ok: false, problem: 'corners must form a convex four-sided shape' };
  }
  if (quadArea(corners) < MIN_CORNERS_AREA_SHARE * size.width * size.height) {
    return {
      ok: false,
      problem: `corners must enclose at least ${MIN_CORNERS_AREA_SHARE * 100}% of the image`,
    };
  }
  return { ok: true, corners };
}

/** Parses the multipart `corners` field (JSON) and checks it against the photo's size. */
export function parseCornersField(text: string, size: Size): CornersCheck {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'corners must be JSON like [[x,y],[x,y],[x,y],[x,y]]' };
  }
  return checkCorners(value, size);
}

/** An upright 63:88 card outline centred in the photo: the start when nothing was detected. */
export function defaultCorners(size: Size): CardCorners {
  const { x, y, width, height } = fitGuideRect(size, CARD_ASPECT, DEFAULT_CORNERS_FILL);
  return [
    [x, y],
    [x + width, y],
    [x + width, y + height],
    [x, y + height],
  ];
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** A point inside the photo: values outside are pulled to its edge. */
export function clampToImage([x, y]: Point, size: Size): Point {
  return [clamp(x, 0, size.width), clamp(y, 0, size.height)];
}

/**
 * A pointer position (client pixels) over the photo shown in `box` (its on-screen rectangle,
 * the photo stretched to fill it) -> photo pixels, kept inside the photo.
 */
export function clientToImagePoint(
  client: { x: number; y: number },
  box: { left: number; top: number; width: number; height: number },
  image: Size,
): Point {
  if (box.width <= 0 || box.height <= 0) {
    return [0, 0];
  }
  const x = ((client.x - box.left) / box.width) * image.width;
  const y = ((client.y - box.top) / box.height) * image.height;
  return clampToImage([x, y], image);
}

/** The corners with one of them replaced (kept inside the photo). */
export function withCorner(
  corners: CardCorners,
  index: number,
  point: Point,
  image: Size,
): CardCorners {
  return corners.map((corner, i) =>
    i === index ? clampToImage(point, image) : corner,
  ) as CardCorners;
}

/** How far an arrow key moves a corner: 0.5 % of the photo's longer side, 5x with Shift. */
export function arrowKeyStep(image: Size, isLarge: boolean): number {
  return Math.max(1, Math.max(image.width, image.height) * 0.005) * (isLarge ? 5 : 1);
}

const ARROWS: Record<string, Point> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** The corners after an arrow key on corner `index`, or null when the key is not an arrow. */
export function moveCornerByKey(
  corners: CardCorners,
  index: number,
  key: string,
  isLarge: boolean,
  image: Size,
): CardCorners | null {
  const direction = ARROWS[key];
  const corner = corners[index];
  if (!direction || !corner) {
    return null;
  }
  const step = arrowKeyStep(image, isLarge);
  return withCorner(
    corners,
    index,
    [corner[0] + direction[0] * step, corner[1] + direction[1] * step],
    image,
  );
}

/** Corners rounded to 0.1 px for sending: short JSON, no visible change. */
export function roundCorners(corners: CardCorners): CardCorners {
  return corners.map(([x, y]) => [Math.round(x * 10) / 10, Math.round(y * 10) / 10]) as CardCorners;
}
