import { z } from 'zod';
import { positiveIntegerParam, textParam } from '../../../lib/router/search-fields.ts';

/** /japanese/card?name=&number=&set= and the Chinese one: find a card without its id. */
export const cardLookupSearchSchema = z.object({
  name: textParam,
  number: textParam,
  set: textParam,
});

const CARD_SORTS = ['relevance', 'name', 'number', 'price', 'release'] as const;

/**
 * /cards?search=&page=&language=&set=&rarity=&owned=&sort= (page 1 and relevance when missing):
 * the full card search with its filters, a page at a time.
 */
export const cardSearchSchema = z.object({
  search: textParam,
  page: positiveIntegerParam,
  language: z.enum(['english', 'japanese', 'chinese']).optional().catch(undefined),
  set: textParam,
  rarity: textParam,
  owned: z.enum(['yes', 'no']).optional().catch(undefined),
  sort: z.enum(CARD_SORTS).optional().catch(undefined),
});
