import { describe, expect, it } from 'vitest';
import { loadOpenCv } from '../../vision/image/opencv.ts';
import { createRgbImage, type RgbImage } from '../../vision/image/rgb-image.ts';
import { findSurfaceLines } from './surface-lines.ts';

const W = 600;
const H = 800;
const BOX = { x0: 0, y0: 0, x1: W, y1: H };

/** A flat blue-grey surface with `paint(x, y)` returning a luma offset for some pixels. */
function surface(paint: (x: number, y: number) => number): RgbImage {
  const image = createRgbImage(W, H);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const v = 110 + paint(x, y);
      const i = (y * W + x) * 3;
      image.data[i] = v - 20;
      image.data[i + 1] = v;
      image.data[i + 2] = v + 30;
    }
  }
  return image;
}

/** Distance from (x, y) to the segment a-b. */
function toSegment(x: number, y: number, [ax, ay, bx, by]: number[]) {
  const [dx, dy] = [(bx as number) - (ax as number), (by as number) - (ay as number)];
  const t = Math.max(
    0,
    Math.min(1, ((x - (ax as number)) * dx + (y - (ay as number)) * dy) / (dx * dx + dy * dy)),
  );
  return Math.hypot(x - (ax as number) - t * dx, y - (ay as number) - t * dy);
}

describe('findSurfaceLines', () => {
  it('finds a thin bright scratch at an angle, end to end', async () => {
    const scratch = [150, 200, 420, 330];
    const image = surface((x, y) => (toSegment(x, y, scratch) <= 1 ? 60 : 0));
    const lines = findSurfaceLines(await loadOpenCv(), image, BOX);
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line?.kind).toBe('scratch');
    expect(line?.contrast).toBe(1);
    const ends = [line?.x0, line?.y0, line?.x1, line?.y1] as number[];
    const found =
      (ends[0] as number) < (ends[2] as number) ? ends : [ends[2], ends[3], ends[0], ends[1]];
    for (const [k, v] of (found as number[]).entries()) {
      expect(Math.abs(v - (scratch[k] as number))).toBeLessThanOrEqual(8);
    }
  });

  it('calls a dark line straight across the card a print line', async () => {
    const image = surface((_x, y) => (Math.abs(y - 500) <= 0.5 ? -45 : 0));
    const lines = findSurfaceLines(await loadOpenCv(), image, BOX);
    expect(lines.map((l) => [l.kind, l.contrast])).toEqual([['print_line', -1]]);
  });

  it('ignores step edges between printed areas, wide printed bars and short marks', async () => {
    const image = surface((x, y) => {
      if (y > 600) {
        return 50; // a different printed area below a straight edge
      }
      if (x > 100 && x < 500 && Math.abs(y - 300) <= 4) {
        return -50; // a 9 px printed bar, like a text rule
      }
      return Math.abs(x - 300) <= 1 && y > 100 && y < 140 ? 60 : 0; // 4 mm: too short
    });
    expect(findSurfaceLines(await loadOpenCv(), image, BOX)).toEqual([]);
  });
});
