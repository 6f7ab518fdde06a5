import type { z } from 'zod';
import { AppError } from '../errors.ts';
import {
  ACCOUNT_EXPORT_FORMAT,
  ACCOUNT_EXPORT_VERSION,
  type Manifest,
  manifestSchema,
} from './account-export.schema.ts';
import { describeRecordProblem, recordPlace } from './record-problem.ts';

const bad = (message: string, file?: string) =>
  new AppError('VALIDATION_FAILED', message, file ? { file } : undefined);

function validate<T>(file: string, index: number, record: unknown, schema: z.ZodType<T>): T {
  const parsed = schema.safeParse(record);
  if (!parsed.success) {
    throw bad(describeRecordProblem(file, index, record, parsed.error), file);
  }
  return parsed.data;
}

/** A JSON array file, every record checked against `schema`; the first bad one is named. */
export function readJsonRecords<T>(file: string, text: string, schema: z.ZodType<T>): T[] {
  let records: unknown;
  try {
    records = JSON.parse(text);
  } catch {
    throw bad(`${file} is not valid JSON (cut short or edited by hand?)`, file);
  }
  if (!Array.isArray(records)) {
    throw bad(`${file} must hold a JSON array of records`, file);
  }
  return records.map((record, index) => validate(file, index, record, schema));
}

/** A JSON Lines file (one record a line, blank lines ignored), every record checked. */
export function readJsonLines<T>(file: string, text: string, schema: z.ZodType<T>): T[] {
  const records: T[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') {
      continue;
    }
    let record: unknown;
    try {
      record = JSON.parse(line);
    } catch {
      throw bad(
        `${recordPlace(file, records.length)} is not valid JSON (cut short or edited by hand?)`,
        file,
      );
    }
    records.push(validate(file, records.length, record, schema));
  }
  return records;
}

/** One JSON object file (settings.json). */
export function readJsonObject<T>(file: string, text: string, schema: z.ZodType<T>): T {
  try {
    return validate(file, 0, JSON.parse(text), schema);
  } catch (error) {
    if (error instanceof AppError) {
      throw error;
    }
    throw bad(`${file} is not valid JSON (cut short or edited by hand?)`, file);
  }
}

/** The manifest, with a newer format refused before anything else is read. */
export function readManifest(file: string, text: string): Manifest {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw bad(`${file} is not valid JSON: this is not a complete Cardfolio account export`, file);
  }
  const head = raw as { format?: unknown; format_version?: unknown } | null;
  if (head?.format !== ACCOUNT_EXPORT_FORMAT) {
    throw bad(`${file} does not describe a Cardfolio account export`, file);
  }
  const version = head.format_version;
  if (typeof version === 'number' && version > ACCOUNT_EXPORT_VERSION) {
    throw bad(
      `This export is from a newer Cardfolio (format ${version}); this server reads up to ${ACCOUNT_EXPORT_VERSION}`,
      file,
    );
  }
  return validate(file, 0, raw, manifestSchema);
}
