import { z } from 'zod';

export const CATALOG_LANGUAGES = ['english', 'japanese', 'chinese'] as const;
export const catalogLanguageSchema = z.enum(CATALOG_LANGUAGES);
export type CatalogLanguage = z.infer<typeof catalogLanguageSchema>;

/** The `game` label the spec gives a product of each language (note: "Japanese", not "Japan"). */
export const PRODUCT_GAME_BY_LANGUAGE = {
  english: 'Pokemon',
  japanese: 'Pokemon Japanese',
  chinese: 'Pokemon Chinese',
} as const satisfies Record<CatalogLanguage, string>;

export const setGameSchema = z.enum(['Pokemon', 'Pokemon Japan', 'Pokemon Chinese']);
export const productGameSchema = z.enum(['Pokemon', 'Pokemon Japanese', 'Pokemon Chinese']);

/** Reads a language from a free-form value ('Japanese', 'ja', 'zh-tw' ...); null when unknown. */
export function toCatalogLanguage(value: string | null | undefined): CatalogLanguage | null {
  const lower = value?.trim().toLowerCase();
  if (!lower) {
    return null;
  }
  if (lower === 'english' || lower === 'en') {
    return 'english';
  }
  if (lower === 'japanese' || lower === 'ja') {
    return 'japanese';
  }
  if (lower === 'chinese' || lower.startsWith('zh')) {
    return 'chinese';
  }
  return null;
}
