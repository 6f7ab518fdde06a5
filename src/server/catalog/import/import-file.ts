import { existsSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import type { z } from 'zod';
import type { CatalogRow, TableSpec } from './catalog-tables.ts';
import { readNdjsonLines } from './ndjson-lines.ts';
import { upsertRows } from './upsert-rows.ts';

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
  let batch: CatalogRow[] = [];
  const flush = async () => {
    const counts = await upsertRows(pool, spec.table, batch);
    summary.inserted += counts.inserted;
    summary.updated += counts.updated;
    summary.unchanged += counts.unchanged;
    batch = [];
  };
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
    batch.push(row);
    if (batch.length >= (options.batchSize ?? 1000)) {
      await flush();
    }
  }
  await flush();
  summary.ms = performance.now() - started;
  return summary;
}
