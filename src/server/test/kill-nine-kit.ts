import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readFixtureLines, writeCatalogVariant } from '../catalog/test-fixtures/fixture-catalog.ts';

export const GENERATED_CARDS = 12_000;

/** The fixture catalog with its cards replaced by `count` generated base1 cards `kn-<i>`. */
export async function writeBigCatalog(count = GENERATED_CARDS) {
  const [first] = await readFixtureLines('cards.ndjson');
  const card = JSON.parse(first ?? '{}') as Record<string, unknown>;
  const lines = Array.from({ length: count }, (_, i) =>
    JSON.stringify({
      ...card,
      id: `kn-${i}`,
      tcgdex_id: `kn-${i}`,
      set_id: 'base1',
      number: String(1000 + i),
      name: `Killed ${i}`,
    }),
  );
  return writeCatalogVariant({ 'cards.ndjson': `${lines.join('\n')}\n` });
}

/** A price CSV: `days` daily points for each generated card. */
export async function writePriceFile(dir: string, days: number, count = GENERATED_CARDS) {
  const rows = ['product_id,date,market_price'];
  for (let day = 1; day <= days; day++) {
    for (let i = 0; i < count; i++) {
      rows.push(`kn-${i},2025-03-${String(day).padStart(2, '0')},${(i % 500) + day}.25`);
    }
  }
  const file = path.join(dir, 'prices.csv');
  await writeFile(file, `${rows.join('\n')}\n`);
  return { file, total: rows.length - 1 };
}

/** Runs an npm script's entry (`scripts/<name>.ts`) on the database; resolves with the child. */
export function runScript(name: string, args: string[], databaseUrl: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return { child, exited, output: () => output };
}

/** Polls until `ready()` holds (or the deadline passes). */
export async function waitUntil(
  ready: () => Promise<boolean>,
  timeoutMs = 60_000,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await ready()) {
      return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}
