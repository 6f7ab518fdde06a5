import { existsSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import type { z } from 'zod';
import type { CatalogRow, TableSpec } from './catalog-tables.ts';
import { readNdjsonLines } from './ndjson-lines.ts';
import { type AfterUpsert, upsertRows } from './upsert-rows.ts';

export type FileSummary = {
  file: string;
  found: boolean;
  read: number;
  inserted: number;
  updated: number;
  unchanged: number;
  skipped: number;
  /** The first problems, as `<file>:<line>: <problem>` (all of them go to onProblem). */
  problems: string[];
  ms: number;
};

export type FileImport<T> = {
  file: string;
  schema: z.ZodType<T>;
  table: TableSpec;
  /** Maps a valid record to its row, or returns a problem (e.g. an unknown set id). */
  toRow: (record: T) => CatalogRow | string;
  afterUpsert?: AfterUpsert;
};

export type ImportOptions = {
  batchSize?: number;
  onProblem?: (message: string) => void;
};

const MAX_KEPT_PROBLEMS = 100;

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || 'record'}: ${issue.message}`)
    .join('; ');
}

function parseLine<T>(text: string, spec: FileImport<T>): CatalogRow | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return `invalid JSON (${error instanceof Error ? error.message : String(error)})`;
  }
  const parsed = spec.schema.safeParse(value);
  return parsed.success ? spec.toRow(parsed.data) : describeIssues(parsed.error);
}

/** Content hashes already stored: a row that has not changed is not even sent. */
async function loadContentHashes(pool: pg.Pool, table: TableSpec): Promise<Map<string, string>> {
  const { rows } = await pool.query<{ id: string; content_hash: string }>(
    `SELECT id, content_hash FROM ${table.table}`,
  );
  return new Map(rows.map((row) => [row.id, row.content_hash]));
}

/**
 * Writes batches one after another while the caller reads the next lines: each write starts
 * when the previous one is done, and a failure surfaces at the next write or at finish().
 */
function createBatchWriter<T>(pool: pg.Pool, spec: FileImport<T>, summary: FileSummary) {
  let previous: Promise<void> = Promise.resolve();
  let failure: unknown;
  const check = () => {
    if (failure !== undefined) {
      throw failure;
    }
  };
  return {
    async write(rows: CatalogRow[]) {
      await previous;
      check();
      previous = upsertRows(pool, spec.table, rows, spec.afterUpsert).then(
        (counts) => {
          summary.inserted += counts.inserted;
          summary.updated += counts.updated;
          summary.unchanged += counts.unchanged;
        },
        (error: unknown) => {
          failure = error;
        },
      );
    },
    async finish() {
      await previous;
      check();
    },
  };
}

/** Streams one NDJSON file into its table in batches; bad lines are reported and skipped. */
export async function importNdjsonFile<T>(
  pool: pg.Pool,
  dir: string,
  spec: FileImport<T>,
  options: ImportOptions = {},
): Promise<FileSummary> {
  const started = performance.now();
  const summary: FileSummary = {
    file: spec.file,
    found: false,
    read: 0,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    skipped: 0,
    problems: [],
    ms: 0,
  };
  const filePath = path.join(dir, spec.file);
  if (!existsSync(filePath)) {
    return summary;
  }
  summary.found = true;
  const report = (lineNumber: number, problem: string) => {
    const message = `${spec.file}:${lineNumber}: ${problem}`;
    summary.skipped++;
    if (summary.problems.length < MAX_KEPT_PROBLEMS) {
      summary.problems.push(message);
    }
    options.onProblem?.(message);
  };
  const firstLineOf = new Map<string, number>();
  const known = await loadContentHashes(pool, spec.table);
  const writer = createBatchWriter(pool, spec, summary);
  let batch: CatalogRow[] = [];
  for await (const { lineNumber, text } of readNdjsonLines(filePath)) {
    summary.read++;
    const row = parseLine(text, spec);
    if (typeof row === 'string') {
      report(lineNumber, row);
      continue;
    }
    const firstLine = firstLineOf.get(row.id);
    if (firstLine !== undefined) {
      report(lineNumber, `duplicate id "${row.id}" (first on line ${firstLine})`);
      continue;
    }
    firstLineOf.set(row.id, lineNumber);
    if (known.get(row.id) === row.content_hash) {
      summary.unchanged++;
      continue;
    }
    batch.push(row);
    if (batch.length >= (options.batchSize ?? 1000)) {
      await writer.write(batch);
      batch = [];
    }
  }
  await writer.write(batch);
  await writer.finish();
  summary.ms = performance.now() - started;
  return summary;
}
