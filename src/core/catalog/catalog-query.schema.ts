import { z } from 'zod';
import { MAX_CARD_RESULTS, SEARCH_MIN_CHARS } from '../search/search-constants.ts';
import { catalogLanguageSchema } from './catalog-language.ts';
import { catalogIdSchema } from './catalog-record.schema.ts';
import { tcgProductSchema } from './product.schema.ts';
import { catalogSetSchema } from './set.schema.ts';

// Query strings of the catalog API, shared by the server (validation) and the web app.

// biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

const queryText = z
  .string()
  .trim()
  .max(200)
  .refine((value) => !CONTROL_CHARACTERS.test(value), 'must not contain control characters');

export const MAX_PRODUCT_IDS = 500;

/** A comma-separated id list (or repeated parameters); blank and malformed ids are dropped. */
export const productIdsQuerySchema = z.object({
  productIds: z
    .union([z.string(), z.array(z.string())])
    .transform((value) => {
      const parts = (Array.isArray(value) ? value.join(',') : value).split(',');
      const ids = parts.map((part) => part.trim()).filter(Boolean);
      return [...new Set(ids)];
    })
    .pipe(
      z
        .array(z.string())
        .max(MAX_PRODUCT_IDS, `at most ${MAX_PRODUCT_IDS} ids per call`)
        .transform((ids) => ids.filter((id) => catalogIdSchema.safeParse(id).success)),
    )
    .describe(`Comma-separated product ids, at most ${MAX_PRODUCT_IDS}`),
});

export const productIdParamsSchema = z.object({ id: catalogIdSchema });

export const productsBySetQuerySchema = z.object({ set_id: catalogIdSchema });

export const cardLookupQuerySchema = z
  .object({
    language: catalogLanguageSchema.optional(),
    name: queryText.optional(),
    number: queryText.optional(),
    set: queryText.optional(),
  })
  .refine((query) => Boolean(query.name || query.number), {
    message: 'name or number is required',
    path: ['name'],
  });

export const cardSearchQuerySchema = z.object({
  q: queryText.pipe(
    z.string().min(SEARCH_MIN_CHARS, `must be at least ${SEARCH_MIN_CHARS} characters`),
  ),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(MAX_CARD_RESULTS),
  language: catalogLanguageSchema.optional(),
  product_type: z
    .enum(['card', 'sealed', 'all'])
    .default('card')
    .describe('Which products to search (default cards only)'),
});
export type CardSearchQuery = z.infer<typeof cardSearchQuerySchema>;

export const cardSearchResponseSchema = z.object({
  cards: z.array(tcgProductSchema),
  sets: z.array(catalogSetSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type CardSearchResponse = z.infer<typeof cardSearchResponseSchema>;
