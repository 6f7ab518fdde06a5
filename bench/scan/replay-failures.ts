// Replays the last bench:scan failures: npx tsx bench/scan/replay-failures.ts [--suite single] [--file f]
// (--suite sealed replays the sealed-by-picture failures, from sealed-failures.json)
// Regenerates each failing photo from its seed, scans it in-process, and writes the photo with
// the true outline (green) and the engine's outline (red) to .data/scan-bench/failures/.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { identifyPhoto } from '#server/scan/engine/identify.ts';
import { createNumberReader } from '#server/scan/engine/read/read-number.ts';
import { buildIndexSnapshot } from '#server/scan/engine/search/index-snapshot.ts';
import type { Quad } from '#server/vision/image/homography.ts';
import { loadOpenCv } from '#server/vision/image/opencv.ts';
import { makePhoto } from '#test-support/synthetic/scan/make-photo.ts';
import { makeSealedPhoto } from '#test-support/synthetic/scan/sealed-photo.ts';
import { renderSealedFace } from '#test-support/synthetic/scan/sealed-render.ts';
import { loadBenchCatalog } from './bench-catalog.ts';
import { buildCatalogBenchIndex, CACHE_DIR, renderItem } from './bench-index.ts';

const { values: args } = parseArgs({
  options: {
    suite: { type: 'string', default: 'single' },
    /** Another failures file in .data/scan-bench (a kept copy of an earlier run). */
    file: { type: 'string', default: 'failures.json' },
    'include-twins': { type: 'boolean', default: false },
  },
});

type Failure = { suite: string; truth: string; seed: number; twin: boolean };

const outline = (quad: Quad, colour: string) =>
  `<polygon points="${quad.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')}" fill="none" stroke="${colour}" stroke-width="3"/>`;

async function main() {
  const sealedSuite = args.suite === 'sealed';
  const file = sealedSuite && args.file === 'failures.json' ? 'sealed-failures.json' : args.file;
  const failures = (
    JSON.parse(await readFile(path.join(CACHE_DIR, file), 'utf8')) as Failure[]
  ).filter(
    (failure) =>
      sealedSuite || (failure.suite === args.suite && (args['include-twins'] || !failure.twin)),
  );
  const catalog = await loadBenchCatalog();
  const build = await buildCatalogBenchIndex(catalog.cards, catalog.sealed, () => () => {});
  const printed = new Map(catalog.cards.map((card) => [card.productId, card]));
  const snapshot = buildIndexSnapshot(
    1,
    build.rows.map((row) => {
      const card = printed.get(row.productId);
      return { ...row, number: card?.number, total: card?.total, setCode: card?.setCode };
    }),
  );
  const cv = await loadOpenCv();
  const numberReader = createNumberReader();
  const out = path.join(CACHE_DIR, 'failures');
  await mkdir(out, { recursive: true });
  const sealedById = new Map(catalog.sealed.map((product) => [product.productId, product]));
  for (const failure of failures) {
    const card = printed.get(failure.truth);
    const product = sealedById.get(failure.truth);
    let photo: { jpeg: Buffer; width: number; height: number; truth: Quad } | null = null;
    if (sealedSuite && product) {
      const shot = await makeSealedPhoto(await renderSealedFace(product), failure.seed);
      photo = { ...shot, truth: shot.corners };
    } else if (card) {
      const shot = await makePhoto([await renderItem({ kind: 'card', card })], failure.seed);
      photo = { ...shot, truth: shot.corners[0] as Quad };
    }
    if (!photo) {
      continue;
    }
    const result = await identifyPhoto(
      cv,
      snapshot,
      {
        image: new Uint8Array(photo.jpeg),
        scanType: sealedSuite ? 'sealed' : 'cards',
        scanMode: 'single',
      },
      { numberReader },
    );
    const found = result.groups[0];
    const marks = [outline(photo.truth, '#00e000')];
    if (found?.corners) {
      marks.push(outline(found.corners, '#ff2020'));
    }
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${photo.width}" height="${photo.height}">${marks.join('')}</svg>`;
    const file = path.join(out, `${failure.seed}-${failure.truth}.jpg`);
    await writeFile(
      file,
      await sharp(photo.jpeg)
        .composite([{ input: Buffer.from(svg) }])
        .jpeg()
        .toBuffer(),
    );
    const top = found?.matches.map((m) => `${m.productId} ${m.score.toFixed(3)}`).join(', ');
    console.log(`${path.basename(file)}: ${top || 'nothing found'}`);
  }
  await numberReader.close();
}

await main();
