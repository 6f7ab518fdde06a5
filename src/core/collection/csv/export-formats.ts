import type { CatalogLanguage } from '../../catalog/catalog-language.ts';
import { exportCollectionCsv, guardFormula, quoteCsvCell } from '../collection-csv.ts';
import { COPY_LANGUAGE_LABELS, catalogLanguageOfCopy } from '../copy-language.ts';
import type { Condition, UserProduct } from '../user-product.schema.ts';

/** The collection in Cardfolio's own CSV, another app's layout, or JSON: always free. */
export const EXPORT_FORMATS = {
  cardfolio: { label: 'Cardfolio CSV', extension: 'csv' },
  tcgplayer: { label: 'TCGplayer app CSV', extension: 'csv' },
  collectr: { label: 'Collectr CSV', extension: 'csv' },
  json: { label: 'JSON', extension: 'json' },
} as const;
export type ExportFormat = keyof typeof EXPORT_FORMATS;

type Binder = { id: number; name: string };

const CONDITION_NAMES: Record<Condition, string> = {
  NM: 'Near Mint',
  LP: 'Lightly Played',
  MP: 'Moderately Played',
  HP: 'Heavily Played',
  DMG: 'Damaged',
};
const LANGUAGE_NAMES: Record<CatalogLanguage, string> = {
  english: 'English',
  japanese: 'Japanese',
  chinese: 'Chinese',
};

/**
 * TCGplayer names the copy's language ('French'), unless that would send the row to another
 * catalog on import (a Japanese copy of an English card keeps 'English'; ADR 067).
 */
function languageName(item: UserProduct): string {
  const copy = item.copy_language;
  return copy && catalogLanguageOfCopy(copy) === item.language
    ? COPY_LANGUAGE_LABELS[copy]
    : LANGUAGE_NAMES[item.language];
}

/** A printing key's coarse type in TCGplayer's words ('holo/stamp:1st-edition' -> 'Holofoil'). */
function printingName(variant: string): string {
  const type = variant.split('/')[0];
  const first = variant.includes('stamp:1st-edition') ? '1st Edition ' : '';
  if (type === 'holo') {
    return `${first}Holofoil`;
  }
  if (type === 'reverse') {
    return 'Reverse Holofoil';
  }
  return first ? `${first}Normal` : 'Normal';
}

const oldestFirst = (items: readonly UserProduct[]) =>
  [...items].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);

function writeCsv(columns: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [columns.map(quoteCsvCell).join(',')];
  for (const row of rows) {
    lines.push(row.map((cell) => quoteCsvCell(guardFormula(cell))).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export const TCGPLAYER_COLUMNS = [
  'Quantity',
  'Name',
  'Simple Name',
  'Set',
  'Card Number',
  'Set Code',
  'Printing',
  'Condition',
  'Language',
  'Rarity',
  'Product ID',
  'SKU',
] as const;

/** The TCGplayer app's collection export layout; wishlist items are left out (not owned). */
export function exportTcgplayerCsv(items: readonly UserProduct[]): string {
  const rows = oldestFirst(items)
    .filter((item) => !item.wishlist)
    .map((item) => [
      String(item.quantity),
      item.product_name,
      item.product_name,
      text(item.TCGProduct.set_name),
      text(item.TCGProduct.number),
      text(item.TCGProduct.set_abbrv ?? item.TCGProduct.set_code),
      printingName(item.variant),
      CONDITION_NAMES[item.condition],
      languageName(item),
      text(item.TCGProduct.rarity),
      text(item.TCGProduct.tcgplayer_product_id),
      '',
    ]);
  return writeCsv(TCGPLAYER_COLUMNS, rows);
}

export const COLLECTR_COLUMNS = [
  'Portfolio Name',
  'Category',
  'Set',
  'Product Name',
  'Card Number',
  'Rarity',
  'Variance',
  'Grade',
  'Card Condition',
  'Average Cost Paid',
  'Quantity',
  'Market Price',
  'Price Override',
  'Watchlist',
  'Date Added',
  'Notes',
] as const;

const COLLECTR_CATEGORY: Record<CatalogLanguage, string> = {
  english: 'Pokemon',
  japanese: 'Pokemon Japan',
  chinese: 'Pokemon China',
};

/** Collectr's export layout: binders become portfolios, the wishlist its watchlist. */
export function exportCollectrCsv(items: readonly UserProduct[], binders: readonly Binder[]) {
  const binderNames = new Map(binders.map((binder) => [binder.id, binder.name]));
  const rows = oldestFirst(items).map((item) => [
    (item.binder_id === null ? null : binderNames.get(item.binder_id)) ?? 'Main',
    COLLECTR_CATEGORY[item.language],
    text(item.TCGProduct.set_name),
    item.product_name,
    text(item.TCGProduct.number),
    text(item.TCGProduct.rarity),
    printingName(item.variant),
    item.graded ? `${item.grading_company} ${item.grade_score}` : 'Ungraded',
    CONDITION_NAMES[item.condition],
    text(item.purchase_price ?? 0),
    String(item.quantity),
    '',
    '',
    item.wishlist ? 'true' : 'false',
    item.purchased_on ?? item.created_at.slice(0, 10),
    text(item.notes),
  ]);
  return writeCsv(COLLECTR_COLUMNS, rows);
}

/** Every field of every item (no embedded catalog record), with its set, number and binder. */
export function exportCollectionJson(
  items: readonly UserProduct[],
  binders: readonly Binder[],
  exportedAt: string,
): string {
  const binderNames = new Map(binders.map((binder) => [binder.id, binder.name]));
  return JSON.stringify({
    format: 'cardfolio-collection',
    version: 1,
    exported_at: exportedAt,
    items: oldestFirst(items).map(({ TCGProduct, ...item }) => ({
      ...item,
      set_id: TCGProduct.set_id,
      set_name: TCGProduct.set_name,
      number: TCGProduct.number,
      binder: item.binder_id === null ? null : (binderNames.get(item.binder_id) ?? null),
    })),
  });
}

/** The export file's text and type for a format. */
export function exportCollection(
  format: ExportFormat,
  items: readonly UserProduct[],
  binders: readonly Binder[],
  exportedAt: string,
): { body: string; contentType: string } {
  if (format === 'json') {
    return {
      body: exportCollectionJson(items, binders, exportedAt),
      contentType: 'application/json; charset=utf-8',
    };
  }
  const body =
    format === 'tcgplayer'
      ? exportTcgplayerCsv(items)
      : format === 'collectr'
        ? exportCollectrCsv(items, binders)
        : exportCollectionCsv(items, binders);
  return { body, contentType: 'text/csv; charset=utf-8' };
}

export const exportFileName = (format: ExportFormat, day: string) =>
  `cardfolio-collection-${format === 'cardfolio' ? '' : `${format}-`}${day}.${EXPORT_FORMATS[format].extension}`;
