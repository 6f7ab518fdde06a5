import { z } from 'zod';
import { positiveIntegerParam } from '../../lib/router/search-fields.ts';

/** /shop?search=&category=&page=, read leniently: bad values are dropped. */
export const shopSearchSchema = z.object({
  search: z
    .string()
    .trim()
    .transform((text) => text.slice(0, 200) || undefined)
    .optional()
    .catch(undefined),
  category: positiveIntegerParam,
  page: positiveIntegerParam,
});

export type ShopSearch = z.output<typeof shopSearchSchema>;
