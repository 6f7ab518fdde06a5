import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  emptyTablePhoto,
  offsetCardPhoto,
} from '#test-support/synthetic/grading/grading-photos.ts';
import { loadOpenCv } from '../../scan/engine/opencv.ts';
import { measureFace } from './measure-face.ts';

const measure = async (jpeg: Buffer) =>
  measureFace(await loadOpenCv(), { image: new Uint8Array(jpeg), corners: null });

describe('measureFace', () => {
  it.each([
    [50, 50, 'yellow', 11],
    [58, 52, 'silver', 12],
    [66, 61, 'yellow', 13],
    [74, 55, 'back', 14],
  ] as const)(
    'measures a card printed %d/%d (%s) within 1 pp',
    async (left, top, style, seed) => {
      const photo = await offsetCardPhoto({ left, top, style, seed }, seed);
      const face = await measure(photo.jpeg);
      expect(face.problems).toEqual([]);
      expect(face.found).toBe(true);
      expect(Math.abs((face.centering?.leftRight[0] ?? 0) - left)).toBeLessThanOrEqual(1);
      expect(Math.abs((face.centering?.topBottom[0] ?? 0) - top)).toBeLessThanOrEqual(1);
      expect(face.image).toMatch(/^data:image\/jpeg;base64,/);
    },
    30_000,
  );

  it('never accepts a quad on the inner frame as the card (found by the benchmark)', async () => {
    // The detector takes the panel's edges for the card's left and right sides on this photo.
    const truth = { left: 31.6, top: 62.2 };
    const photo = await offsetCardPhoto({ ...truth, style: 'silver', seed: 23 }, 7022, {
      difficulty: 1.5,
    });
    const face = await measure(photo.jpeg);
    if (face.centering) {
      expect(Math.abs(face.centering.leftRight[0] - truth.left)).toBeLessThanOrEqual(1);
    } else {
      expect(face.problems.map((p) => p.code)).toContain('border_not_found');
    }
  }, 30_000);

  it('says no card instead of guessing', async () => {
    const face = await measure(await emptyTablePhoto());
    expect(face.found).toBe(false);
    expect(face.centering).toBeNull();
    expect(face.problems.map((p) => p.code)).toEqual(['no_card']);
    // The user can still place the lines by hand on the (unrectified) photo.
    expect(face.lines).not.toBeNull();
  });

  it('rejects a heavily blurred photo', async () => {
    const photo = await offsetCardPhoto({ left: 55, top: 50, seed: 3 }, 3);
    const blurred = await sharp(photo.jpeg).blur(9).jpeg().toBuffer();
    const face = await measure(blurred);
    expect(face.centering).toBeNull();
    expect(face.problems.length).toBeGreaterThan(0);
  }, 30_000);

  it('refuses glare over the border instead of measuring through it', async () => {
    const photo = await offsetCardPhoto({ left: 55, top: 50, seed: 5 }, 5, { glare: false });
    const quad = photo.corners[0] ?? [];
    // A bright highlight across the middle of the card's left border.
    const [x, y] = [0, 1].map((k) => ((quad[0]?.[k] ?? 0) + (quad[3]?.[k] ?? 0)) / 2);
    const glared = await sharp(photo.jpeg)
      .composite([
        {
          input: Buffer.from(
            `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1600"><ellipse cx="${x}" cy="${y}" rx="45" ry="160" fill="#ffffff"/></svg>`,
          ),
        },
      ])
      .jpeg()
      .toBuffer();
    const face = await measure(glared);
    expect(face.centering).toBeNull();
    // The glare hides the card's edge there: the frame is then taken for it and refused.
    expect(face.problems.map((p) => p.code)).toEqual([
      expect.stringMatching(/^(glare_on_border|border_not_found)$/),
    ]);
  }, 30_000);

  it('marks whitened corners and lowers the corner score', async () => {
    const photo = await offsetCardPhoto({ left: 50, top: 50, seed: 4 }, 4, { glare: false });
    const clean = await measure(photo.jpeg);
    // Paper showing just inside the card's top-left corner, towards its centre.
    const quad = photo.corners[0] ?? [];
    const [cx, cy] = [0, 1].map((k) => quad.reduce((s, p) => s + (p[k] as number), 0) / 4);
    const [x0, y0] = quad[0] ?? [0, 0];
    const d = Math.hypot((cx as number) - x0, (cy as number) - y0);
    const x = x0 + (((cx as number) - x0) / d) * 26;
    const y = y0 + (((cy as number) - y0) / d) * 26;
    const worn = await sharp(photo.jpeg)
      .composite([
        {
          input: Buffer.from(
            `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1600"><circle cx="${x}" cy="${y}" r="16" fill="#fbfbfb"/></svg>`,
          ),
        },
      ])
      .jpeg()
      .toBuffer();
    const face = await measure(worn);
    expect(clean.subscores.corners).toBe(10);
    expect(face.problems).toEqual([]);
    expect(face.subscores.corners).toBeLessThan(10);
    expect(face.marks.some((m) => m.kind === 'corner_whitening')).toBe(true);
  }, 30_000);
});
