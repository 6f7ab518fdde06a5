import { z } from 'zod';
import { positiveIntegerParam, textParam } from '../../../lib/router/search-fields.ts';

/** /japanese/card?name=&number=&set= and the Chinese one: find a card without its id. */
export const cardLookupSearchSchema = z.object({
  name: textParam,
  number: textParam,
  set: textParam,
});

/** /cards?search=&page= (page 1 when missing): the full card search, a page at a time. */
export const cardSearchSchema = z.object({ search: textParam, page: positiveIntegerParam });
