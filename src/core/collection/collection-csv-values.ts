import type { CatalogLanguage } from '../catalog/catalog-language.ts';
import {
  type CopyLanguage,
  catalogLanguageOfCopy,
  readCopyLanguage,
  toStoredCopyLanguage,
} from './copy-language.ts';
import {
  CONDITIONS,
  type Condition,
  GRADING_COMPANIES,
  type GradingCompany,
  MAX_ITEM_QUANTITY,
  MAX_PURCHASE_PRICE,
} from './user-product.schema.ts';

/** Readers for the cell values of collection CSV files; each returns null when it cannot read. */

const CONDITION_WORDS: [string, Condition][] = [
  ['near mint', 'NM'],
  ['nearmint', 'NM'],
  ['unopened', 'NM'],
  ['sealed', 'NM'],
  ['lightly played', 'LP'],
  ['lightplayed', 'LP'],
  ['lightlyplayed', 'LP'],
  ['light played', 'LP'],
  ['excellent', 'LP'],
  ['moderately played', 'MP'],
  ['moderatelyplayed', 'MP'],
  ['played', 'MP'],
  ['good', 'MP'],
  ['heavily played', 'HP'],
  ['heavilyplayed', 'HP'],
  ['poor', 'DMG'],
  ['damaged', 'DMG'],
];

/** 'NM', 'Near Mint', 'Lightly Played Foil', 'NearMint' ...; empty means Near Mint. */
export function readCondition(text: string): Condition | null {
  const value = text.trim();
  if (value === '') {
    return 'NM';
  }
  const upper = value.toUpperCase();
  const code = CONDITIONS.find((condition) => condition === upper);
  if (code) {
    return code;
  }
  const lower = value.toLowerCase();
  if (lower === 'mint' || lower === 'gem mint') {
    return 'NM';
  }
  // Longest words first so "lightly played" wins over "played".
  const sorted = [...CONDITION_WORDS].sort((a, b) => b[0].length - a[0].length);
  return sorted.find(([words]) => lower.startsWith(words))?.[1] ?? null;
}

/** 'English', 'ja', 'Japanese', 'Chinese (Traditional)', 'zh-tw' ...; empty means English. */
export function readLanguage(text: string): CatalogLanguage | null {
  const lower = text.trim().toLowerCase();
  if (lower === '' || lower === 'english' || lower === 'en') {
    return 'english';
  }
  if (lower.startsWith('japan') || lower === 'ja' || lower === 'jp') {
    return 'japanese';
  }
  if (lower.startsWith('chin') || lower.startsWith('zh')) {
    return 'chinese';
  }
  return null;
}

/**
 * A language cell of another app: the catalog the row is matched in, and the copy's own
 * language when it is not that catalog's ('French' is an English-catalog card, French copy).
 */
export function readLanguageCell(
  text: string,
): { language: CatalogLanguage; copyLanguage: CopyLanguage | null } | null {
  const copy = text.trim() === '' ? null : readCopyLanguage(text);
  if (copy) {
    const language = catalogLanguageOfCopy(copy);
    return { language, copyLanguage: toStoredCopyLanguage(copy, language) };
  }
  const language = readLanguage(text);
  return language ? { language, copyLanguage: null } : null;
}

/** A known language name that is not one of ours (the message lists ours). */
export const LANGUAGE_CELL_HINT =
  'is not a language we know (English, French, German, Japanese ...)';

export function readQuantity(text: string): number | null {
  const value = Number(text.trim());
  return Number.isInteger(value) && value >= 1 && value <= MAX_ITEM_QUANTITY ? value : null;
}

/** '12.50', '$12.50', '' (null); negative or absurd prices cannot be read. */
export function readPrice(text: string): number | null | 'invalid' {
  const value = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (value === '') {
    return null;
  }
  const price = Number(value);
  return Number.isFinite(price) && price >= 0 && price <= MAX_PURCHASE_PRICE ? price : 'invalid';
}

export function readBoolean(text: string): boolean | null {
  const lower = text.trim().toLowerCase();
  if (['true', 'yes', '1', 'y'].includes(lower)) {
    return true;
  }
  if (['false', 'no', '0', 'n', ''].includes(lower)) {
    return false;
  }
  return null;
}

export function readGradingCompany(text: string): GradingCompany | null {
  const upper = text.trim().toUpperCase();
  if (upper === 'BECKETT') {
    return 'BGS';
  }
  return GRADING_COMPANIES.find((company) => company === upper) ?? null;
}

export function readGrade(text: string): number | null {
  const grade = Number(text.trim());
  return text.trim() !== '' && grade >= 1 && grade <= 10 && Number.isInteger(grade * 2)
    ? grade
    : null;
}

/** 'YYYY-MM-DD' that is a real date. */
export function readIsoDate(text: string): string | null {
  const value = text.trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return null;
  }
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : null;
}

/**
 * A printing name of another app ('Holofoil', 'Reverse Holofoil', '1st Edition Normal') as a
 * catalog variant type; null when it says nothing (the product's default printing is used).
 */
export function readPrinting(text: string): string | null {
  const lower = text.trim().toLowerCase();
  if (lower === '') {
    return null;
  }
  if (lower.includes('reverse')) {
    return 'reverse';
  }
  if (lower.includes('holo') || lower === 'foil') {
    return 'holo';
  }
  return 'normal';
}

/** '4/102' -> '4', '004' -> '4', 'TG05' -> 'tg05': card numbers compared loosely. */
export function normalizeCardNumber(text: string | null | undefined): string {
  const head = (text ?? '').trim().split('/')[0]?.trim().toLowerCase() ?? '';
  return head.replace(/^0+(?=\d)/, '').replace(/^([a-z]+)0+(?=\d)/, '$1');
}

/** 'SV: Scarlet & Violet 151' and '151 ' compare by their letters and digits, prefix dropped. */
export function normalizeName(text: string | null | undefined): string {
  return (text ?? '')
    .trim()
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** TCGplayer prefixes set names with a series code ('SV: ', 'SWSH12: '); this drops it. */
export function stripSeriesPrefix(text: string): string {
  return text.replace(/^[A-Za-z0-9.]{1,10}:\s+/, '');
}
