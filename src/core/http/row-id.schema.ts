import { z } from 'zod';

/** The largest serial (int4) id; a bigger number cannot name a row. */
export const MAX_ID = 2 ** 31 - 1;

/** The id rule: a whole number from 1 to MAX_ID, coerced from the input type T. */
const rowIdOf = <T>() => z.coerce.number<T>().int('must be a whole number').min(1).max(MAX_ID);

/** A row id from a path or query string: a whole number from 1 to MAX_ID. */
export const idSchema = rowIdOf<unknown>();

/** A row id as a page path writes it: digits only (not '1e3', ' 7' or '07'), then the id rule. */
export const pathIdSchema = z
  .string()
  .regex(/^[1-9][0-9]*$/, 'must be written in digits')
  .pipe(rowIdOf<string>());
