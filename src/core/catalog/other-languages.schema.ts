import { z } from 'zod';
import { catalogLanguageSchema } from './catalog-language.ts';

/** The same card printed in another language (decision 073). */
export const otherLanguagePrintingSchema = z.object({
  product_id: z.string(),
  product_name: z.string(),
  english_name: z.string().nullable(),
  number: z.string().nullable(),
  language: catalogLanguageSchema,
  locale: z.string().nullable(),
  set_id: z.string(),
  set_name: z.string().nullable(),
});
export type OtherLanguagePrinting = z.infer<typeof otherLanguagePrintingSchema>;

/** GET /api/tcgproducts/{id}/other-languages: one printing per other locale, English first. */
export const otherLanguagesSchema = z.object({ cards: z.array(otherLanguagePrintingSchema) });
export type OtherLanguages = z.infer<typeof otherLanguagesSchema>;

/** The order the printings are listed in: English, Japanese, Chinese (Traditional, Simplified). */
export const LOCALE_ORDER = ['en', 'ja', 'zh-tw', 'zh-cn'] as const;
