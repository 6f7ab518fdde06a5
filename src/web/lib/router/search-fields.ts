import { z } from 'zod';

/** A positive whole number, or undefined when missing or bad (links stay lenient). */
export const positiveIntegerParam = z.coerce.number().int().positive().optional().catch(undefined);

/**
 * A free-text param as the user typed it. The router has already turned digit-only text into a
 * number and true/false into booleans; they go back to the same text (digit strings with a
 * leading zero, such as card number 025, are left as text by the router).
 */
export const textParam = z
  .union([z.string(), z.number(), z.boolean()])
  .transform(String)
  .optional()
  .catch(undefined);
