import { createRgbImage, type RgbImage } from '../../../vision/image/rgb-image.ts';
import { CARD_REGIONS } from '../search/features.ts';

/**
 * A highlight on a sleeve or glossy card mixes white into every channel, v = p + a(255 - p),
 * with `a` falling smoothly from its centre: the darkest channel rises most where it is strong.
 * It washes the artwork out, and the picture descriptor with it.
 */
const CELL = 8;
/** How far the darkest channel must rise above the picture's usual level to be a highlight. */
const MIN_RISE = 35;
const MAX_STRENGTH = 0.85;

function medianOf(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Mean of the darkest channel per CELL x CELL block, box-blurred over 5 x 5 blocks. */
function darkestChannelLevels(card: RgbImage, columns: number, rows: number): Float32Array {
  const level = new Float32Array(columns * rows);
  for (let y = 0; y < rows * CELL; y++) {
    for (let x = 0; x < columns * CELL; x++) {
      const i = (y * card.width + x) * 3;
      const d = card.data;
      const darkest = Math.min(d[i] as number, d[i + 1] as number, d[i + 2] as number);
      const cell = Math.floor(y / CELL) * columns + Math.floor(x / CELL);
      level[cell] = (level[cell] as number) + darkest / (CELL * CELL);
    }
  }
  const blurred = new Float32Array(columns * rows);
  for (let cy = 0; cy < rows; cy++) {
    for (let cx = 0; cx < columns; cx++) {
      let sum = 0;
      let count = 0;
      for (let dy = -2; dy <= 2; dy++) {
        for (let dx = -2; dx <= 2; dx++) {
          const x = cx + dx;
          const y = cy + dy;
          if (x >= 0 && y >= 0 && x < columns && y < rows) {
            sum += level[y * columns + x] as number;
            count++;
          }
        }
      }
      blurred[cy * columns + cx] = sum / count;
    }
  }
  return blurred;
}

type Highlight = { x: number; y: number; radius: number; strength: number };

/**
 * The brightest smooth rise of the darkest channel over the artwork, if strong enough: the
 * picture is what identifies a card, and pale text panels would pass for highlights.
 */
function findHighlight(card: RgbImage): Highlight | null {
  const columns = Math.floor(card.width / CELL);
  const rows = Math.floor(card.height / CELL);
  const level = darkestChannelLevels(card, columns, rows);
  const art = CARD_REGIONS.art;
  const interior: number[] = [];
  let peak = -1;
  let peakAt = 0;
  for (let cy = Math.ceil(art.y0 * rows); cy < Math.floor(art.y1 * rows); cy++) {
    for (let cx = Math.ceil(art.x0 * columns); cx < Math.floor(art.x1 * columns); cx++) {
      const value = level[cy * columns + cx] as number;
      interior.push(value);
      if (value > peak) {
        peak = value;
        peakAt = cy * columns + cx;
      }
    }
  }
  const usual = medianOf(interior);
  if (peak - usual < MIN_RISE) {
    return null;
  }
  const px = peakAt % columns;
  const py = Math.floor(peakAt / columns);
  // Half the rise is reached at radius / sqrt(2) for a dome a = s(1 - d^2 / r^2).
  const halfway = usual + (peak - usual) / 2;
  let halfRadius = 1;
  for (let ring = 1; ring < Math.max(columns, rows); ring++) {
    let sum = 0;
    let count = 0;
    for (let step = 0; step < 24; step++) {
      const angle = (step / 24) * Math.PI * 2;
      const x = Math.round(px + Math.cos(angle) * ring);
      const y = Math.round(py + Math.sin(angle) * ring);
      if (x >= 0 && y >= 0 && x < columns && y < rows) {
        sum += level[y * columns + x] as number;
        count++;
      }
    }
    halfRadius = ring;
    if (count === 0 || sum / count <= halfway) {
      break;
    }
  }
  return {
    x: (px + 0.5) * CELL,
    y: (py + 0.5) * CELL,
    radius: halfRadius * Math.SQRT2 * CELL,
    strength: Math.min(MAX_STRENGTH, (peak - usual) / Math.max(1, 255 - usual)),
  };
}

/** The rectified card with its brightest highlight taken back out; null when it has none. */
export function withoutGlare(card: RgbImage): RgbImage | null {
  const highlight = findHighlight(card);
  if (!highlight) {
    return null;
  }
  const { x: hx, y: hy, radius, strength } = highlight;
  const out = createRgbImage(card.width, card.height);
  out.data.set(card.data);
  const y0 = Math.max(0, Math.floor(hy - radius));
  const y1 = Math.min(card.height - 1, Math.ceil(hy + radius));
  const x0 = Math.max(0, Math.floor(hx - radius));
  const x1 = Math.min(card.width - 1, Math.ceil(hx + radius));
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const falloff = 1 - ((x - hx) ** 2 + (y - hy) ** 2) / (radius * radius);
      if (falloff <= 0) {
        continue;
      }
      const a = strength * falloff;
      const i = (y * card.width + x) * 3;
      for (let c = 0; c < 3; c++) {
        const value = ((card.data[i + c] as number) - 255 * a) / (1 - a);
        out.data[i + c] = value < 0 ? 0 : value > 255 ? 255 : value;
      }
    }
  }
  return out;
}
