import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { type CsvRecord, createCsvRecordReader } from '#core/csv/parse-csv.ts';
import { PRICE_COLUMN_ALIASES, PRICE_FILE_COLUMNS } from '#core/prices/price-import-row.ts';
import { readNdjsonLines } from '../../catalog/import/ndjson-lines.ts';

export type PriceFileFormat = 'csv' | 'ndjson';

/** One row of a price file: its values by column name, or why it could not be read. */
export type PriceFileRecord =
  | { line: number; values: Record<string, unknown> }
  | { line: number; problem: string };

/** A file that cannot be imported at all (no header, a required column missing). */
export class PriceFileError extends Error {}

const REQUIRED_COLUMNS = ['product_id', 'date'];

/** By extension (.csv, .ndjson, .jsonl); otherwise NDJSON when the first character is `{`. */
export async function detectPriceFileFormat(filePath: string): Promise<PriceFileFormat> {
  const extension = path.extname(filePath).toLowerCase();
  if (extension === '.csv') {
    return 'csv';
  }
  if (extension === '.ndjson' || extension === '.jsonl') {
    return 'ndjson';
  }
  const file = await open(filePath, 'r');
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(4096), 0, 4096, 0);
    const start = buffer
      .toString('utf8', 0, bytesRead)
      .replace(/^\uFEFF/, '')
      .trimStart();
    return start.startsWith('{') ? 'ndjson' : 'csv';
  } finally {
    await file.close();
  }
}

function readHeader(record: CsvRecord | undefined, onNotice: (message: string) => void): string[] {
  if (!record) {
    throw new PriceFileError('the file is empty (a CSV price file starts with a header row)');
  }
  const names = record.fields.map((field) => {
    const name = field.trim().toLowerCase();
    return PRICE_COLUMN_ALIASES[name] ?? name;
  });
  for (const column of REQUIRED_COLUMNS) {
    if (!names.includes(column)) {
      throw new PriceFileError(`line ${record.line}: the header has no "${column}" column`);
    }
  }
  names.forEach((name, index) => {
    if (names.indexOf(name) !== index) {
      throw new PriceFileError(`line ${record.line}: column "${name}" appears twice`);
    }
    if (!(PRICE_FILE_COLUMNS as readonly string[]).includes(name)) {
      onNotice(`line ${record.line}: unknown column "${name}" ignored`);
    }
  });
  return names;
}

function toCsvRecord(record: CsvRecord, header: string[]): PriceFileRecord | null {
  if (record.error) {
    return { line: record.line, problem: record.error };
  }
  if (record.fields.every((field) => field.trim() === '')) {
    return null;
  }
  if (record.fields.length !== header.length) {
    return {
      line: record.line,
      problem: `${record.fields.length} fields, but the header has ${header.length}`,
    };
  }
  const values: Record<string, string> = {};
  header.forEach((name, index) => {
    values[name] = record.fields[index] ?? '';
  });
  return { line: record.line, values };
}

async function* readCsvRecords(
  filePath: string,
  onNotice: (message: string) => void,
): AsyncGenerator<PriceFileRecord> {
  const reader = createCsvRecordReader();
  let header: string[] | undefined;
  const convert = function* (records: CsvRecord[]) {
    for (const record of records) {
      if (!header) {
        header = readHeader(record, onNotice);
        continue;
      }
      const converted = toCsvRecord(record, header);
      if (converted) {
        yield converted;
      }
    }
  };
  const input = createReadStream(filePath, { encoding: 'utf8', highWaterMark: 256 * 1024 });
  try {
    for await (const chunk of input) {
      yield* convert(reader.push(chunk as string));
    }
  } finally {
    input.destroy();
  }
  yield* convert(reader.finish());
  if (!header) {
    readHeader(undefined, onNotice);
  }
}

async function* readNdjsonRecords(filePath: string): AsyncGenerator<PriceFileRecord> {
  for await (const { lineNumber, text } of readNdjsonLines(filePath)) {
    let value: unknown;
    try {
      value = JSON.parse(lineNumber === 1 ? text.replace(/^\uFEFF/, '') : text);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      yield { line: lineNumber, problem: `invalid JSON (${reason})` };
      continue;
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      yield { line: lineNumber, problem: 'not a JSON object' };
      continue;
    }
    yield { line: lineNumber, values: value as Record<string, unknown> };
  }
}

/** The rows of a price file, streamed, with 1-based line numbers (a CSV header is line 1). */
export function readPriceRecords(
  filePath: string,
  format: PriceFileFormat,
  onNotice: (message: string) => void = () => {},
): AsyncGenerator<PriceFileRecord> {
  return format === 'csv' ? readCsvRecords(filePath, onNotice) : readNdjsonRecords(filePath);
}
