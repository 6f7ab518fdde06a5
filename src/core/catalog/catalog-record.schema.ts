import { z } from 'zod';
import { catalogLanguageSchema } from './catalog-language.ts';
import { cardVariantSchema } from './product.schema.ts';

// Validation of one NDJSON line of the catalog dump (see the catalog README). Keys the README
// marks as always present are still accepted when missing, as null, so older or trimmed dumps
// import; only the fields a row cannot exist without are required.

// biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

export const catalogIdSchema = z
  .string()
  .min(1)
  .max(200)
  .refine((value) => !CONTROL_CHARACTERS.test(value), 'must not contain control characters');

const text = z
  .string()
  .max(2000)
  .refine((value) => !value.includes('\u0000'), 'must not contain NUL characters');
/** The field may be missing or null; either reads as null. */
const orNull = <T extends z.ZodType>(schema: T) =>
  schema.nullish().transform((value) => value ?? null);

const optionalText = orNull(text);
const optionalInt = orNull(z.number().int().min(-2147483648).max(2147483647));
const optionalDate = orNull(z.iso.date());
const optionalTexts = orNull(z.array(text));

export const seriesRecordSchema = z.object({
  id: catalogIdSchema,
  tcgdex_id: optionalText,
  source: optionalText,
  names: orNull(z.record(z.string(), text)),
  locales: optionalTexts,
  set_counts: orNull(z.record(z.string(), z.number().int())),
  first_release_date: optionalDate,
  last_release_date: optionalDate,
  release_order: optionalInt,
});
export type SeriesRecord = z.infer<typeof seriesRecordSchema>;

export const setRecordSchema = z.object({
  id: catalogIdSchema,
  tcgdex_id: optionalText,
  language: orNull(catalogLanguageSchema),
  locale: optionalText,
  name: optionalText,
  series_id: optionalText,
  series_name: optionalText,
  abbreviation: optionalText,
  card_count_official: optionalInt,
  card_count_total: optionalInt,
  release_date: optionalDate,
  tcgplayer_group_id: optionalInt,
  cardmarket_id: optionalInt,
  logo_url: optionalText,
  symbol_url: optionalText,
});
export type SetRecord = z.infer<typeof setRecordSchema>;

export const cardRecordSchema = z.object({
  id: catalogIdSchema,
  tcgdex_id: optionalText,
  set_id: catalogIdSchema,
  language: orNull(catalogLanguageSchema),
  locale: optionalText,
  // A card number is text ('025', 'TG05'); a bare JSON number is taken as its digits.
  number: z
    .union([text, z.number().int().nonnegative()])
    .nullish()
    .transform((value) => (value === null || value === undefined ? null : String(value))),
  name: text.min(1),
  rarity: optionalText,
  category: optionalText,
  hp: optionalInt,
  types: optionalTexts,
  stage: optionalText,
  dex_ids: orNull(z.array(z.number())),
  illustrator: optionalText,
  regulation_mark: optionalText,
  variants: orNull(z.array(cardVariantSchema)),
  tcgplayer_product_id: optionalInt,
  cardmarket_id: optionalInt,
  image_url: optionalText,
});
export type CardRecord = z.infer<typeof cardRecordSchema>;

export const sealedRecordSchema = z.object({
  id: catalogIdSchema,
  set_id: catalogIdSchema,
  language: orNull(catalogLanguageSchema),
  name: text.min(1),
  sealed_type: optionalText,
  release_date: optionalDate,
  msrp_cents: optionalInt,
  upc: optionalText,
  tcgplayer_product_id: optionalInt,
  image_url: optionalText,
  packs: orNull(z.record(z.string(), z.number().int())),
  source: optionalText,
});
export type SealedRecord = z.infer<typeof sealedRecordSchema>;
