import { createReadStream } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';

/** Every JSON line of one catalog file (benchmarks only: no validation). */
export async function readJsonLines<T>(dir: string, file: string): Promise<T[]> {
  const rows: T[] = [];
  const lines = createInterface({
    input: createReadStream(path.join(dir, file)),
    crlfDelay: Infinity,
  });
  for await (const line of lines) {
    if (line.trim()) {
      rows.push(JSON.parse(line) as T);
    }
  }
  return rows;
}

export function catalogDirFromArgv(): string {
  return path.resolve(process.argv[2] ?? '../shared/catalog');
}

export function percentile(sorted: number[], p: number): number {
  const at = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, at)] ?? Number.NaN;
}

/** A small seeded generator so every run asks the same queries. */
export function createRandom(seed = 42): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
