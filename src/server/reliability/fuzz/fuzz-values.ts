import { createRandom, type Random } from '#core/prices/seeded-random.ts';
import type { JsonSchema } from './openapi-operations.ts';

/** A seeded generator (core's mulberry32), so a failing run can be repeated with its seed. */
export const createRng = createRandom;
export type Rng = Random;

export function pick<T>(rng: Rng, values: readonly T[]): T {
  return values[Math.floor(rng() * values.length)] as T;
}

/** Malformed text for path segments and query values (sent URL-encoded). */
export const BAD_TEXT = [
  '',
  ' ',
  'null',
  '-1',
  '0',
  '1.5',
  '1e309',
  'NaN',
  'Infinity',
  '9'.repeat(40),
  'a'.repeat(3000),
  '\u0000',
  "'; DROP TABLE users;--",
  '../../etc/passwd',
  '😀',
  'true',
  '[]',
  '{}',
  '2026-13-45',
  '1970-01-01T00:00:00.000Z',
  '-9223372036854775809',
  '%',
  '<script>',
] as const;

function deep(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) {
    value = [value];
  }
  return value;
}

/** Malformed JSON values for body fields and whole bodies. */
export function badJson(rng: Rng): unknown {
  return pick(rng, [
    null,
    true,
    -1,
    0,
    1.5,
    1e308,
    -1e308,
    2 ** 53 + 1,
    'text',
    'x'.repeat(20_000),
    '',
    [],
    [null],
    {},
    { __proto__: { polluted: true } },
    JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{}}}'),
    deep(200),
    pick(rng, BAD_TEXT),
    Array.from({ length: 2000 }, (_, i) => i),
  ] as const);
}

function schemaType(schema: JsonSchema): string | undefined {
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type) {
    return type;
  }
  const option = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  return option ? schemaType(option) : schema.properties ? 'object' : undefined;
}

/** A value that satisfies the schema where easy, so mutations reach the handlers. */
export function plausible(schema: JsonSchema, rng: Rng, depth = 0): unknown {
  if (schema.enum && schema.enum.length > 0) {
    return pick(rng, schema.enum);
  }
  const variant = schema.anyOf ?? schema.oneOf;
  if (variant && variant.length > 0) {
    return plausible(pick(rng, variant), rng, depth);
  }
  switch (schemaType(schema)) {
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, Math.min(schema.maximum ?? 3, 1));
    case 'boolean':
      return rng() < 0.5;
    case 'array':
      return depth > 4 || !schema.items ? [] : [plausible(schema.items, rng, depth + 1)];
    case 'object':
      return plausibleObject(schema, rng, depth);
    case 'string':
      return plausibleString(schema);
    default:
      return 'x';
  }
}

function plausibleString(schema: JsonSchema): string {
  if (schema.format === 'date-time') {
    return '2026-01-01T00:00:00.000Z';
  }
  if (schema.format === 'date') {
    return '2026-01-01';
  }
  if (schema.format === 'email') {
    return 'fuzz@example.test';
  }
  const length = Math.max(schema.minLength ?? 1, Math.min(schema.maxLength ?? 8, 8));
  return 'a'.repeat(length);
}

function plausibleObject(schema: JsonSchema, rng: Rng, depth: number): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    if (depth < 5 && (schema.required?.includes(key) || rng() < 0.5)) {
      result[key] = plausible(property, rng, depth + 1);
    }
  }
  return result;
}
