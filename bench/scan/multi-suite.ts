// The multi-card and binder-page part of bench:scan (issue 20). Seeded photos of several
// catalog cards (touching rows, loose scatters, binder pages of 3x3 sleeves), scanned through
// the same worker pool; each card is scored by the group the engine reports on top of it.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ScanMode } from '#core/scan/scan-result.schema.ts';
import type { EngineResult } from '#server/scan/engine/types.ts';
import { pointInQuad, quadCentre } from '#server/vision/detect/detect-geometry.ts';
import type { Quad } from '#server/vision/image/homography.ts';
import { makeBinderPhoto } from '#test-support/synthetic/scan/binder-page.ts';
import { makeMultiPhoto } from '#test-support/synthetic/scan/multi-photo.ts';
import { createRandom } from '#test-support/synthetic/scan/seeded-random.ts';
import type { BenchCard } from './bench-catalog.ts';
import { CACHE_DIR, renderItem } from './bench-index.ts';

export const MULTI_LAYOUTS = ['touching', 'scatter', 'binder'] as const;
export type Layout = (typeof MULTI_LAYOUTS)[number];
/** Cards per photo, in turn: mostly full 9-card photos (the latency target's case). */
const CARD_COUNTS: Record<Layout, number[]> = {
  touching: [9, 10, 4, 9, 6, 2],
  scatter: [9, 7, 3, 9, 5, 8],
  binder: [9, 9, 7, 9, 8, 9],
};
/** Bump when the photo generators change, so cached photos are made again. */
const PHOTO_VERSION = 1;

export type StoredPhoto = { jpeg: Buffer; corners: Quad[] };

async function cachedPhoto(key: string, make: () => Promise<StoredPhoto>): Promise<StoredPhoto> {
  const base = path.join(CACHE_DIR, `multi-photos-v${PHOTO_VERSION}`, key);
  try {
    const corners = JSON.parse(await readFile(`${base}.json`, 'utf8')) as Quad[];
    return { jpeg: await readFile(`${base}.jpg`), corners };
  } catch {
    const photo = await make();
    await mkdir(path.dirname(base), { recursive: true });
    await writeFile(`${base}.jpg`, photo.jpeg);
    await writeFile(`${base}.json`, JSON.stringify(photo.corners));
    return photo;
  }
}

type Tally = {
  cards: number;
  found: number;
  top1: number;
  top1Twin: number;
  top3: number;
  photos: number;
  photosAllFound: number;
  /** Groups the engine reported where there is no card (an empty pocket, the table). */
  extraGroups: number;
  ms: number[];
  ms9: number[];
};

const newTally = (): Tally => ({
  cards: 0,
  found: 0,
  top1: 0,
  top1Twin: 0,
  top3: 0,
  photos: 0,
  photosAllFound: 0,
  extraGroups: 0,
  ms: [],
  ms9: [],
});

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const share = (part: number, whole: number) => +(part / Math.max(1, whole)).toFixed(4);

function summarise(t: Tally) {
  return {
    photos: t.photos,
    cards: t.cards,
    top1: share(t.top1, t.cards),
    top1CountingFaceTwins: share(t.top1Twin, t.cards),
    top3: share(t.top3, t.cards),
    cardsFound: share(t.found, t.cards),
    photosWithEveryCardFound: share(t.photosAllFound, t.photos),
    extraGroupsPerPhoto: +(t.extraGroups / Math.max(1, t.photos)).toFixed(3),
    engineMs: { p50: Math.round(percentile(t.ms, 50)), p95: Math.round(percentile(t.ms, 95)) },
    engineMsNineCards: {
      photos: t.ms9.length,
      p50: Math.round(percentile(t.ms9, 50)),
      p95: Math.round(percentile(t.ms9, 95)),
    },
  };
}

export type MultiFailure = {
  layout: Layout;
  photoSeed: number;
  truth: string;
  found: string[] | null;
};

export type MultiSuiteInput = {
  cards: BenchCard[];
  photos: number;
  sampleSeed: number;
  photoSeed: number;
  inFlight: number;
  scan: (jpeg: Buffer, mode: ScanMode) => Promise<{ result: EngineResult }>;
  areTwins: (id: string | undefined, truth: BenchCard) => boolean;
  onProgress: (done: number, total: number) => void;
};

/** The group reported on top of each card (its centre inside the card), or null. */
export function assignGroups(result: EngineResult, truths: Quad[]) {
  const used = new Set<number>();
  const byCard = truths.map((truth) => {
    const index = result.groups.findIndex(
      (group, i) => !used.has(i) && group.corners && pointInQuad(quadCentre(group.corners), truth),
    );
    if (index < 0) {
      return null;
    }
    used.add(index);
    return result.groups[index]?.matches.map((match) => match.productId) ?? [];
  });
  return { byCard, extra: result.groups.length - used.size };
}

/** One photo's engine time and work, for the list of the slowest. */
type TimedPhoto = {
  position: number;
  layout: Layout;
  cards: number;
  found: number;
  ms: number;
  counts: Record<string, number>;
};
const SLOWEST_LISTED = 6;

export type Planned = { layout: Layout; cards: BenchCard[]; seed: number };

/** The suite's photos: layout, cards and photo seed of each, in the order they are scanned. */
export function plan(
  input: Pick<MultiSuiteInput, 'cards' | 'photos' | 'sampleSeed' | 'photoSeed'>,
): Planned[] {
  // Its own stream: the photos do not depend on how many single cards were sampled before.
  const random = createRandom(input.sampleSeed + 3);
  return Array.from({ length: input.photos }, (_, p) => {
    const layout = MULTI_LAYOUTS[p % MULTI_LAYOUTS.length] as Layout;
    const counts = CARD_COUNTS[layout];
    const count = counts[Math.floor(p / MULTI_LAYOUTS.length) % counts.length] as number;
    const chosen = new Map<string, BenchCard>();
    while (chosen.size < count) {
      const card = input.cards[Math.floor(random.next() * input.cards.length)] as BenchCard;
      chosen.set(card.productId, card);
    }
    return { layout, cards: [...chosen.values()], seed: 3_000_000 + input.photoSeed + p };
  });
}

/** One planned photo, made once and cached (shared by every run with the same seeds). */
export async function photograph({ layout, cards, seed }: Planned): Promise<StoredPhoto> {
  const key = `${layout}-${seed}-${cards.map((card) => card.productId).join('+')}`.replace(
    /[^\w.+-]/g,
    '_',
  );
  return cachedPhoto(key.slice(0, 200), async () => {
    const faces = await Promise.all(cards.map((card) => renderItem({ kind: 'card', card })));
    const photo =
      layout === 'binder'
        ? await makeBinderPhoto(faces, seed)
        : await makeMultiPhoto(faces, seed, { layout });
    return { jpeg: photo.jpeg, corners: photo.corners };
  });
}

/** Photos are made in batches before they are scanned, so making them does not skew latency. */
const PHOTO_BATCH = 12;

export async function runMultiSuite(input: MultiSuiteInput) {
  const tallies = new Map<Layout | 'all', Tally>(
    [...MULTI_LAYOUTS, 'all' as const].map((layout) => [layout, newTally()]),
  );
  const failures: MultiFailure[] = [];
  const planned = plan(input);
  const timed: TimedPhoto[] = [];
  let done = 0;
  let errors = 0;
  for (let start = 0; start < planned.length; start += PHOTO_BATCH) {
    const batch = planned.slice(start, start + PHOTO_BATCH);
    const queue: { entry: Planned; photo: StoredPhoto; position: number }[] = [];
    for (const [i, entry] of batch.entries()) {
      queue.push({ entry, photo: await photograph(entry), position: start + i });
    }
    const next = async (): Promise<void> => {
      const item = queue.shift();
      if (!item) {
        return;
      }
      const { entry, photo, position } = item;
      const mode: ScanMode = entry.layout === 'binder' ? 'binder' : 'multi';
      // A scan that fails (timeout on a starved machine) finds nothing and counts as such.
      const result = await input
        .scan(photo.jpeg, mode)
        .then((scanned) => scanned.result)
        .catch((): EngineResult => {
          errors++;
          return { groups: [], barcode: null, timings: {} };
        });
      const { byCard, extra } = assignGroups(result, photo.corners);
      timed.push({
        position,
        layout: entry.layout,
        cards: entry.cards.length,
        found: byCard.filter((ids) => ids !== null).length,
        ms: Math.round(result.timings.total ?? 0),
        counts: result.counts ?? {},
      });
      for (const tally of [tallies.get(entry.layout), tallies.get('all')] as Tally[]) {
        tally.photos++;
        tally.extraGroups += extra;
        tally.photosAllFound += byCard.every((ids) => ids !== null) ? 1 : 0;
        tally.ms.push(result.timings.total ?? 0);
        if (entry.cards.length === 9) {
          tally.ms9.push(result.timings.total ?? 0);
        }
        for (const [i, card] of entry.cards.entries()) {
          const ids = byCard[i] ?? null;
          tally.cards++;
          tally.found += ids ? 1 : 0;
          tally.top1 += ids?.[0] === card.productId ? 1 : 0;
          tally.top1Twin += ids?.[0] === card.productId || input.areTwins(ids?.[0], card) ? 1 : 0;
          tally.top3 += ids?.includes(card.productId) ? 1 : 0;
        }
      }
      for (const [i, card] of entry.cards.entries()) {
        const ids = byCard[i] ?? null;
        if (ids?.[0] !== card.productId) {
          failures.push({
            layout: entry.layout,
            photoSeed: entry.seed,
            truth: card.productId,
            found: ids,
          });
        }
      }
      input.onProgress(++done, planned.length);
      return next();
    };
    await Promise.all(Array.from({ length: input.inFlight }, next));
  }
  return {
    summary: {
      ...Object.fromEntries([...tallies].map(([layout, tally]) => [layout, summarise(tally)])),
      failedScans: errors,
      // For multi-replay's --only: the photos behind the tail, slowest first.
      slowest: timed.sort((a, b) => b.ms - a.ms).slice(0, SLOWEST_LISTED),
    },
    failures,
  };
}
