import { z } from 'zod';
import { MAX_ID } from '#core/http/row-id.schema.ts';

/** A comma-separated list (or repeated parameters) as its trimmed, non-empty parts. */
export const commaListSchema = z.union([z.string(), z.array(z.string())]).transform((value) =>
  (Array.isArray(value) ? value.join(',') : value)
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean),
);

/** A comma-separated list of positive ids (or repeated parameters); at most `max`. */
export function idListSchema(name: string, max: number) {
  return commaListSchema
    .pipe(
      z
        .array(z.string().regex(/^[1-9][0-9]{0,9}$/, `${name} must be positive whole numbers`))
        .max(max, `at most ${max} ids per call`),
    )
    .transform((ids) => [...new Set(ids.map(Number))].filter((id) => id <= MAX_ID))
    .describe(`Comma-separated ids, at most ${max}`);
}
