import { z } from 'zod';

export const NOT_A_NUMBER = 'must be a number';

const isNumberText = (text: string) => text.trim() !== '' && Number.isFinite(Number(text));

/**
 * Text typed into a form's number input, read with `read` (Number, or dollars to cents) and
 * then checked by the API's rule for that field, so the form and the server share the rule.
 */
export const numberText = (
  rule: z.ZodType<number, number>,
  read: (text: string) => number = Number,
) => z.string().refine(isNumberText, NOT_A_NUMBER).transform(read).pipe(rule);

/** As `numberText`, but an empty input is null (a field the user may leave out). */
export const optionalNumberText = (
  rule: z.ZodType<number | null, number | null>,
  read: (text: string) => number = Number,
) =>
  z
    .string()
    .refine((text) => text.trim() === '' || isNumberText(text), NOT_A_NUMBER)
    .transform((text) => (text.trim() === '' ? null : read(text)))
    .pipe(rule);

/** Dollars as typed ("12.50") to integer cents. */
export const dollarsToCents = (text: string) => Math.round(Number(text) * 100);
