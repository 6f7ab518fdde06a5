import { z } from 'zod';
import type { CatalogLanguage } from '../catalog/catalog-language.ts';

/**
 * The language a collector's copy is printed in (issue 32, ADR 067), apart from the catalog
 * language of the product it is a copy of: an English-catalog card may be a French copy.
 * Stored null when it is the card's own language.
 */
export const COPY_LANGUAGES = [
  'EN',
  'FR',
  'DE',
  'IT',
  'ES',
  'PT',
  'NL',
  'PL',
  'RU',
  'JA',
  'KO',
  'ZH-TW',
  'ZH-CN',
] as const;
export type CopyLanguage = (typeof COPY_LANGUAGES)[number];

export const COPY_LANGUAGE_LABELS: Record<CopyLanguage, string> = {
  EN: 'English',
  FR: 'French',
  DE: 'German',
  IT: 'Italian',
  ES: 'Spanish',
  PT: 'Portuguese',
  NL: 'Dutch',
  PL: 'Polish',
  RU: 'Russian',
  JA: 'Japanese',
  KO: 'Korean',
  'ZH-TW': 'Chinese (Traditional)',
  'ZH-CN': 'Chinese (Simplified)',
};

export const copyLanguageSchema = z.enum(COPY_LANGUAGES, {
  error: () => `copy_language must be one of ${COPY_LANGUAGES.join(', ')}`,
});

/** The language a copy of a catalog product has unless the collector says otherwise. */
export const CARD_COPY_LANGUAGE: Record<CatalogLanguage, CopyLanguage> = {
  english: 'EN',
  japanese: 'JA',
  // The Chinese catalog is the Traditional Chinese one (zh-tw sets).
  chinese: 'ZH-TW',
};

type Copy = { language: CatalogLanguage; copy_language?: CopyLanguage | null | undefined };

/** The language the copy is in: its own, else its card's. */
export function getCopyLanguage(item: Copy): CopyLanguage {
  return item.copy_language ?? CARD_COPY_LANGUAGE[item.language];
}

/** The copy's language when it differs from its card's (the badge on a collection row). */
export function getDifferentCopyLanguage(item: Copy): CopyLanguage | null {
  const language = getCopyLanguage(item);
  return language === CARD_COPY_LANGUAGE[item.language] ? null : language;
}

/** What is stored: null when the copy is in its card's own language. */
export function toStoredCopyLanguage(
  language: CopyLanguage | null,
  cardLanguage: CatalogLanguage,
): CopyLanguage | null {
  return language === CARD_COPY_LANGUAGE[cardLanguage] ? null : language;
}

/**
 * The catalog a copy in this language is found in: Japanese and Korean prints follow the
 * Japanese sets, Chinese ones the Chinese catalog, every other language the English sets.
 */
export function catalogLanguageOfCopy(language: CopyLanguage): CatalogLanguage {
  if (language === 'JA' || language === 'KO') {
    return 'japanese';
  }
  return language === 'ZH-TW' || language === 'ZH-CN' ? 'chinese' : 'english';
}

const NAMES: [string, CopyLanguage][] = [
  ...COPY_LANGUAGES.map((code): [string, CopyLanguage] => [code.toLowerCase(), code]),
  ...Object.entries(COPY_LANGUAGE_LABELS).map(([code, label]): [string, CopyLanguage] => [
    label.toLowerCase(),
    code as CopyLanguage,
  ]),
  ['jp', 'JA'],
  ['kr', 'KO'],
  ['zh', 'ZH-TW'],
  ['chinese', 'ZH-TW'],
  ['traditional chinese', 'ZH-TW'],
  ['simplified chinese', 'ZH-CN'],
  ['zh-hant', 'ZH-TW'],
  ['zh-hans', 'ZH-CN'],
  ['zh_tw', 'ZH-TW'],
  ['zh_cn', 'ZH-CN'],
  ['français', 'FR'],
  ['deutsch', 'DE'],
  ['italiano', 'IT'],
  ['español', 'ES'],
  ['português', 'PT'],
  ['nederlands', 'NL'],
  ['polski', 'PL'],
];
const BY_NAME = new Map(NAMES);

/**
 * A language as other apps write it ('French', 'fr', 'FR', 'Japanese', 'Chinese (Simplified)',
 * 'zh-cn'); null when it names none of ours.
 */
export function readCopyLanguage(text: string): CopyLanguage | null {
  return BY_NAME.get(text.trim().toLowerCase()) ?? null;
}
