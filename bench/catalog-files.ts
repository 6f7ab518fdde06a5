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

// sync.bench.ts still imports percentile from here.
export { percentile } from './support/stats.ts';
