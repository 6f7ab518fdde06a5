// In-process loop over the multi-card suite's photos (issue 20), one thread, for comparing
// engine versions: npx tsx bench/scan/naming-replay.ts --layout binder --photos 30
// Per photo: cards found, top-1, and the CPU time of the scan (process.cpuUsage, all threads:
// wall time means nothing on a shared machine). --truth also reads every card's true outline
// through the multi-card reader, which measures naming apart from finding.
// --index full uses the bench's cached index of every catalog card; --index subset (default
// while that cache is cold) indexes the photos' cards, every card sharing their artwork or name,
// and --fillers random others, described once and cached per card.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DECODE_BOX, identifyPhoto } from '#server/scan/engine/identify.ts';
import { createSeveralReader } from '#server/scan/engine/multi/several-reader.ts';
import type { IndexRow } from '#server/scan/engine/search/index-snapshot.ts';
import { computeReferenceBlob } from '#server/scan/engine/search/reference-features.ts';
import type { EngineResult } from '#server/scan/engine/types.ts';
import { pointInQuad, quadCentre } from '#server/vision/detect/detect-geometry.ts';
import { decodeToRgb } from '#server/vision/image/decode-image.ts';
import type { Quad } from '#server/vision/image/homography.ts';
import { createRandom } from '#test-support/synthetic/scan/seeded-random.ts';
import { type BenchCard, loadBenchCatalog } from './bench-catalog.ts';
import { buildCatalogBenchIndex, CACHE_DIR, renderItem } from './bench-index.ts';
import { assignGroups, type Layout, photograph, plan } from './multi-suite.ts';
import { drawOutlines, loadReplayEngine, SUITE_OPTIONS, withCpuMs } from './replay-setup.ts';

const { values: args } = parseArgs({
  options: {
    ...SUITE_OPTIONS,
    /** Only these photo seeds (comma-separated). */
    only: { type: 'string', default: '' },
    truth: { type: 'boolean', default: false },
    /** Skip the whole scan (only with --truth). */
    'truth-only': { type: 'boolean', default: false },
    index: { type: 'string', default: 'subset' },
    fillers: { type: 'string', default: '1500' },
    /** Writes each photo with true (green) and found (red) outlines to this folder. */
    draw: { type: 'string', default: '' },
    /** Print every wrong top-1 with its runner-ups. */
    verbose: { type: 'boolean', default: false },
    out: { type: 'string', default: '' },
  },
});

const SUBSET_DIR = path.join(CACHE_DIR, 'replay-subset-v2');
/** Same-name cards kept per photo card (popular names have hundreds of printings). */
const SAME_NAME = 40;

async function describedRow(card: BenchCard): Promise<IndexRow> {
  const file = path.join(SUBSET_DIR, `${card.productId.replace(/[^\w.-]/g, '_')}.bin`);
  let features: Uint8Array;
  try {
    features = new Uint8Array(await readFile(file));
  } catch {
    features = await computeReferenceBlob(await renderItem({ kind: 'card', card }), 'card');
    await writeFile(file, features);
  }
  return { productId: card.productId, productType: 'card', features };
}

async function subsetRows(cards: BenchCard[], photoCards: BenchCard[]): Promise<IndexRow[]> {
  await mkdir(SUBSET_DIR, { recursive: true });
  const chosen = new Map<string, BenchCard>();
  const arts = new Set(photoCards.map((card) => card.artGroup));
  const names = new Map<string, number>();
  for (const card of photoCards) {
    chosen.set(card.productId, card);
  }
  for (const card of cards) {
    const sameName = names.get(card.name) ?? 0;
    if (arts.has(card.artGroup)) {
      chosen.set(card.productId, card);
    } else if (photoCards.some((p) => p.name === card.name) && sameName < SAME_NAME) {
      names.set(card.name, sameName + 1);
      chosen.set(card.productId, card);
    }
  }
  const random = createRandom(777);
  for (let i = 0; i < Number(args.fillers); i++) {
    const card = cards[Math.floor(random.next() * cards.length)] as BenchCard;
    chosen.set(card.productId, card);
  }
  const rows: IndexRow[] = [];
  for (const card of chosen.values()) {
    rows.push(await describedRow(card));
    if (rows.length % 500 === 0) {
      process.stderr.write(`subset ${rows.length}/${chosen.size}\n`);
    }
  }
  return rows;
}

type Tally = { cards: number; found: number; top1: number; truthTop1: number; cpu: number[] };
const newTally = (): Tally => ({ cards: 0, found: 0, top1: 0, truthTop1: 0, cpu: [] });

/** The group whose centre lies on the card (as the suite assigns them). */
function groupOn(result: EngineResult, truth: Quad) {
  return result.groups.find(
    (group) => group.corners && pointInQuad(quadCentre(group.corners), truth),
  );
}

/** The largest distance of a corner from the true one, either way round (the card may be turned). */
function cornerError(found: Quad, truth: Quad): number {
  const worst = (quad: Quad) =>
    Math.max(
      ...quad.map(([x, y], i) =>
        Math.hypot(x - (truth[i] as Quad[number])[0], y - (truth[i] as Quad[number])[1]),
      ),
    );
  return Math.min(worst(found), worst([found[2], found[3], found[0], found[1]] as Quad));
}

const pct = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1)} %`;

async function main() {
  const catalog = await loadBenchCatalog();
  const everyPhoto = plan({
    cards: catalog.cards,
    photos: Number(args.photos),
    sampleSeed: Number(args.seed),
    photoSeed: Number(args['photo-seed']),
  });
  const planned = everyPhoto
    .filter((entry) => args.layout === 'all' || entry.layout === args.layout)
    .filter((entry) => !args.only || args.only.split(',').includes(String(entry.seed)));
  const rows =
    args.index === 'full'
      ? (await buildCatalogBenchIndex(catalog.cards, catalog.sealed, () => () => {})).rows
      : await subsetRows(
          catalog.cards,
          everyPhoto.flatMap((entry) => entry.cards),
        );
  const { cv, snapshot, numberReader } = await loadReplayEngine(rows, catalog.cards);
  console.log(`index: ${rows.length} rows (${args.index}); ${planned.length} photos`);
  const tallies = new Map<Layout, Tally>();
  const lines: string[] = [];
  for (const entry of planned) {
    const photo = await photograph(entry);
    const tally = tallies.get(entry.layout) ?? newTally();
    tallies.set(entry.layout, tally);
    const label = `${entry.layout} ${entry.seed} (${entry.cards.length})`;
    let truthIds: (string | undefined)[] = [];
    if (args.truth) {
      const image = await decodeToRgb(photo.jpeg, DECODE_BOX);
      const reader = createSeveralReader(cv, snapshot, image, { numberReader });
      const groups = [];
      for (const quad of photo.corners) {
        groups.push(await reader.readBest([quad]));
      }
      truthIds = groups.map((group) => group?.matches[0]?.productId);
      const right = entry.cards.filter((card, i) => truthIds[i] === card.productId).length;
      tally.truthTop1 += right;
      lines.push(`${label} truth outlines: ${right}/${entry.cards.length}`);
      for (const [i, card] of entry.cards.entries()) {
        if (args.verbose && truthIds[i] !== card.productId) {
          const top = groups[i]?.matches
            .slice(0, 3)
            .map((m) => `${m.productId} ${m.score.toFixed(3)}`)
            .join(', ');
          lines.push(
            `  truth ${card.productId} (${card.number}/${card.total} ${card.setCode}): ${top}`,
          );
        }
      }
    }
    tally.cards += entry.cards.length;
    if (args['truth-only']) {
      console.log(lines.splice(0).join('\n'));
      continue;
    }
    const [result, cpuMs] = await withCpuMs(
      (): Promise<EngineResult> =>
        identifyPhoto(
          cv,
          snapshot,
          {
            image: new Uint8Array(photo.jpeg),
            scanType: 'cards',
            scanMode: entry.layout === 'binder' ? 'binder' : 'multi',
          },
          { numberReader },
        ),
    );
    const { byCard } = assignGroups(result, photo.corners);
    if (args.draw) {
      const found = result.groups.flatMap((group) => (group.corners ? [group.corners] : []));
      await drawOutlines(
        args.draw,
        `${entry.layout}-${entry.seed}`,
        photo.jpeg,
        photo.corners,
        found,
      );
    }
    const found = byCard.filter((ids) => ids !== null).length;
    const right = entry.cards.filter((card, i) => byCard[i]?.[0] === card.productId).length;
    tally.found += found;
    tally.top1 += right;
    tally.cpu.push(cpuMs / 1000);
    lines.push(`${label}: found ${found}, top-1 ${right}, cpu ${(cpuMs / 1000).toFixed(2)} s`);
    if (args.verbose) {
      const stages = Object.entries(result.timings).map(
        ([stage, ms]) => `${stage} ${Math.round(ms)}`,
      );
      lines.push(`  ms: ${stages.join(', ')}`);
    }
    for (const [i, card] of entry.cards.entries()) {
      const ids = byCard[i];
      if (args.verbose && ids && ids[0] !== card.productId) {
        const group = groupOn(result, photo.corners[i] as Quad);
        const top = group?.matches
          .slice(0, 3)
          .map((m) => `${m.productId} ${m.score.toFixed(3)}`)
          .join(', ');
        const off = group?.corners ? cornerError(group.corners, photo.corners[i] as Quad) : NaN;
        lines.push(
          `  scan ${card.productId} (${card.number}/${card.total} ${card.setCode}): ${top}; corners off ${off.toFixed(1)} px`,
        );
      }
    }
    console.log(lines.splice(0).join('\n'));
  }
  const summary = Object.fromEntries(
    [...tallies].map(([layout, t]) => {
      const cpu = [...t.cpu].sort((a, b) => a - b);
      return [
        layout,
        {
          cards: t.cards,
          found: pct(t.found, t.cards),
          top1: pct(t.top1, t.cards),
          top1OfFound: pct(t.top1, t.found),
          truthTop1: args.truth ? pct(t.truthTop1, t.cards) : undefined,
          cpuMedian: cpu[Math.floor(cpu.length / 2)]?.toFixed(2),
          cpuMax: cpu.at(-1)?.toFixed(2),
        },
      ];
    }),
  );
  console.log(JSON.stringify(summary, null, 1));
  if (args.out) {
    await writeFile(args.out, `${JSON.stringify(summary, null, 1)}\n`);
  }
  await numberReader.close();
}

await main();
