import { z } from 'zod';
import { positiveIntegerParam, textParam } from '../../../lib/router/search-fields.ts';

/** /japanese/card?name=&number=&set= and the Chinese one: find a card without its id. */
export const cardLookupSearchSchema = z.object({
  name: textParam.transform((text) => text ?? ''),
  number: textParam.transform((text) => text ?? ''),
  set: textParam.transform((text) => text ?? ''),
});

/** /cards?search=&page=: the full card search, a page at a time. */
export const cardSearchSchema = z.object({
  search: textParam.transform((text) => text ?? ''),
  page: positiveIntegerParam.transform((page) => page ?? 1),
});
