import { z } from 'zod';
import { positiveIntegerParam, textParam } from '../../lib/router/search-fields.ts';

/** /shop?search=&category=&page=, read leniently: bad values are dropped. */
export const shopSearchSchema = z.object({
  search: textParam.transform((text) => text?.trim().slice(0, 200) || undefined),
  category: positiveIntegerParam,
  page: positiveIntegerParam,
});

export type ShopSearch = z.output<typeof shopSearchSchema>;
