// What the in-process replays of the multi-card suite share (multi-replay.ts, naming-replay.ts):
// the engine loaded as the worker loads it (OpenCV, the index snapshot with each card's printed
// number, the number reader), CPU time of a step, and pictures of true and found outlines.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { createNumberReader, type NumberReader } from '#server/scan/engine/read/read-number.ts';
import {
  buildIndexSnapshot,
  type IndexRow,
  type IndexSnapshot,
} from '#server/scan/engine/search/index-snapshot.ts';
import type { Quad } from '#server/vision/image/homography.ts';
import { loadOpenCv, type OpenCv } from '#server/vision/image/opencv.ts';
import type { BenchCard } from './bench-catalog.ts';

export type ReplayEngine = { cv: OpenCv; snapshot: IndexSnapshot; numberReader: NumberReader };

/** The engine over these index rows, each card's number, total and set code joined in. */
export async function loadReplayEngine(
  rows: IndexRow[],
  cards: BenchCard[],
): Promise<ReplayEngine> {
  const printed = new Map(cards.map((card) => [card.productId, card]));
  const snapshot = buildIndexSnapshot(
    1,
    rows.map((row) => {
      const card = printed.get(row.productId);
      return { ...row, number: card?.number, total: card?.total, setCode: card?.setCode };
    }),
  );
  // Started before any photo is timed, as a scan worker starts it while it loads.
  const numberReader = createNumberReader();
  const [cv] = await Promise.all([loadOpenCv(), numberReader.start()]);
  return { cv, snapshot, numberReader };
}

/** The value of `run` and the CPU time it took in ms (all threads: wall time means little here). */
export async function withCpuMs<T>(run: () => Promise<T> | T): Promise<[T, number]> {
  const before = process.cpuUsage();
  const value = await run();
  const used = process.cpuUsage(before);
  return [value, (used.user + used.system) / 1000];
}

const outlineSvg = (quad: Quad, colour: string) =>
  `<polygon points="${quad.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')}" fill="none" stroke="${colour}" stroke-width="3"/>`;

/**
 * The photo with the true outlines in green and the found ones in red, 900 pixels wide, as PNG
 * (`dir/name.png`).
 */
export async function drawOutlines(
  dir: string,
  name: string,
  jpeg: Buffer,
  truths: Quad[],
  found: Quad[],
) {
  const { width = 0, height = 0 } = await sharp(jpeg).metadata();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${[
    ...truths.map((quad) => outlineSvg(quad, '#00ff00')),
    ...found.map((quad) => outlineSvg(quad, '#ff0000')),
  ].join('')}</svg>`;
  await mkdir(dir, { recursive: true });
  const drawn = await sharp(jpeg)
    .composite([{ input: Buffer.from(svg) }])
    .png()
    .toBuffer();
  await sharp(drawn)
    .resize({ width: 900 })
    .png()
    .toFile(path.join(dir, `${name}.png`));
}

/** The command-line options that pick the suite's photos (as bench:scan's `--seed`s do). */
export const SUITE_OPTIONS = {
  seed: { type: 'string', default: '20261122' },
  'photo-seed': { type: 'string', default: '0' },
  photos: { type: 'string', default: '30' },
  layout: { type: 'string', default: 'all' },
} as const;
