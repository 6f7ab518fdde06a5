import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MAX_ID } from '../http/id-params.ts';
import { requireUser } from '../plugins/session.ts';

/** A comma-separated list of positive ids (or repeated parameters); at most `max`. */
export function idListSchema(name: string, max: number) {
  return z
    .union([z.string(), z.array(z.string())])
    .transform((value) =>
      (Array.isArray(value) ? value.join(',') : value)
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.string().regex(/^[1-9][0-9]{0,9}$/, `${name} must be positive whole numbers`))
        .max(max, `at most ${max} ids per call`),
    )
    .transform((ids) => [...new Set(ids.map(Number))].filter((id) => id <= MAX_ID))
    .describe(`Comma-separated ids, at most ${max}`);
}

/** Today's date in UTC, YYYY-MM-DD: snapshot days are UTC days. */
export function utcToday(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Route hook: 401 before anything else (validation included) when nobody is signed in. */
export async function signedInOnly(request: FastifyRequest): Promise<void> {
  requireUser(request);
}
