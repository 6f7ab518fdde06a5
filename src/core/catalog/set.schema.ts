import { z } from 'zod';
import { catalogLanguageSchema, setGameSchema } from './catalog-language.ts';

/**
 * A set as the API sends it (spec section 3 "Set" plus the fields the set screens need).
 * `set_name_id` and `id` are both the catalog set id; `name` and `set_name` are both the name.
 * `image_url` is the logo (`<logo_url>.png`); `symbol_url` is the TCGdex base URL without an
 * extension (append `.png` or `.webp`). `name` is null for the few Asian sets named only
 * through their cards. `english_name`: a Japanese or Chinese set's English equivalent, when
 * the catalog import could tell it (decision 079).
 */
export const catalogSetSchema = z.object({
  set_name_id: z.string(),
  id: z.string(),
  name: z.string().nullable(),
  set_name: z.string().nullable(),
  english_name: z.string().nullable(),
  abbreviation: z.string().nullable(),
  url_name: z.string(),
  image_url: z.string().nullable(),
  symbol_url: z.string().nullable(),
  language: catalogLanguageSchema,
  locale: z.string(),
  game: setGameSchema,
  release_date: z.string().nullable(),
  series_id: z.string().nullable(),
  series_name: z.string().nullable(),
  card_count: z.number().int(),
  card_count_official: z.number().int().nullable(),
});

export type CatalogSet = z.infer<typeof catalogSetSchema>;

/** GET /api/iOSTCGSets/... : every set of one language. */
export const setListSchema = z.array(catalogSetSchema);
