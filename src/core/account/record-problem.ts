import type { z } from 'zod';

/** A value as a collector would see it in the file, cut short when long. */
function shown(value: unknown): string {
  const json = JSON.stringify(value) ?? String(value);
  return json.length > 60 ? `${json.slice(0, 57)}...` : json;
}

function valueAt(record: unknown, path: readonly PropertyKey[]): unknown {
  let value = record;
  for (const key of path) {
    if (value === null || typeof value !== 'object') {
      return undefined;
    }
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function fieldName(path: readonly PropertyKey[]): string {
  return path
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i ? '.' : ''}${String(key)}`))
    .join('');
}

/** One zod issue in collector's words: `condition "Mint-ish" is not one of NM, LP, ...`. */
function describeIssue(record: unknown, issue: z.core.$ZodIssue): string {
  const field = fieldName(issue.path);
  const value = valueAt(record, issue.path);
  switch (issue.code) {
    case 'invalid_value':
      return `${field} ${shown(value)} is not one of ${issue.values.map(String).join(', ')}`;
    case 'unrecognized_keys':
      return `${field ? `${field}: ` : ''}unknown field ${issue.keys.map((key) => `"${key}"`).join(', ')}`;
    case 'invalid_type':
      return value === undefined
        ? `${field || 'record'} is missing`
        : `${field || 'record'} ${shown(value)} is not a ${issue.expected}`;
    default:
      return `${field || 'record'} ${shown(value)}: ${issue.message}`;
  }
}

/** Where a problem is: `items.jsonl record 17` (records count from 1, as lines do). */
export const recordPlace = (file: string, index: number) => `${file} record ${index + 1}`;

/** The first problem of a record that failed its schema, naming file, record and field. */
export function describeRecordProblem(
  file: string,
  index: number,
  record: unknown,
  error: z.ZodError,
): string {
  const [issue] = error.issues;
  const what = issue ? describeIssue(record, issue) : 'is not valid';
  return `${recordPlace(file, index)}: ${what}`;
}
