import { z } from 'zod';

/** The largest serial (int4) id; a bigger number cannot name a row. */
export const MAX_ID = 2 ** 31 - 1;

/** A row id from a path or query string: a whole number from 1 to MAX_ID. */
export const idSchema = z.coerce.number().int('must be a whole number').min(1).max(MAX_ID);
