import type { CatalogLanguage } from '../catalog/catalog-language.ts';
import type { CsvRecord } from '../csv/parse-csv.ts';
import {
  readBoolean,
  readCondition,
  readGrade,
  readGradingCompany,
  readIsoDate,
  readLanguage,
  readPrice,
  readQuantity,
} from './collection-csv-values.ts';
import { type CopyLanguage, readCopyLanguage } from './copy-language.ts';
import type { Condition, GradingCompany, UserProduct } from './user-product.schema.ts';

/** The columns of Cardfolio's own collection CSV, in file order. */
export const COLLECTION_CSV_COLUMNS = [
  'product_id',
  'product_name',
  'set_name',
  'number',
  'language',
  'variant',
  'quantity',
  'condition',
  'graded',
  'grading_company',
  'grade_score',
  'purchase_price',
  'purchased_on',
  'wishlist',
  'binder',
  'notes',
  'created_at',
  // Trailing (ADR 067): readers of the older files still find every column where it was.
  'copy_language',
] as const;
export type CollectionCsvColumn = (typeof COLLECTION_CSV_COLUMNS)[number];
/** One line of the file, cell by cell, exactly as written. */
export type CollectionCsvRow = Record<CollectionCsvColumn, string>;

const cell = (value: string | number | boolean | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

// A text cell starting with = + - @ (or a tab / carriage return) would run as a formula when
// the file is opened in a spreadsheet; such cells get a leading apostrophe, removed on import.
const FORMULA_START = /^[=+\-@\t\r]/;
export const guardFormula = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);
export const unguardFormula = (text: string) =>
  text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;

export function toCollectionCsvRow(item: UserProduct, binderName: string | null): CollectionCsvRow {
  return {
    product_id: item.product_id,
    product_name: guardFormula(item.product_name),
    set_name: guardFormula(cell(item.TCGProduct.set_name)),
    number: cell(item.TCGProduct.number),
    language: item.language,
    variant: item.variant,
    quantity: cell(item.quantity),
    condition: item.condition,
    graded: cell(item.graded),
    grading_company: cell(item.grading_company),
    grade_score: cell(item.grade_score),
    purchase_price: cell(item.purchase_price),
    purchased_on: cell(item.purchased_on),
    wishlist: cell(item.wishlist),
    binder: guardFormula(cell(binderName)),
    notes: guardFormula(cell(item.notes)),
    created_at: item.created_at,
    copy_language: cell(item.copy_language),
  };
}

/** RFC 4180 quoting: a cell holding a comma, quote or line break is quoted. */
export function quoteCsvCell(value: string): string {
  return /[",\r\n]/.test(value) || value !== value.trim()
    ? `"${value.replace(/"/g, '""')}"`
    : value;
}

export function writeCollectionCsv(rows: readonly CollectionCsvRow[]): string {
  const lines = [COLLECTION_CSV_COLUMNS.join(',')];
  for (const row of rows) {
    lines.push(COLLECTION_CSV_COLUMNS.map((column) => quoteCsvCell(row[column])).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** The collection as a CSV file, oldest item first. */
export function exportCollectionCsv(
  items: readonly UserProduct[],
  binders: readonly { id: number; name: string }[],
): string {
  const binderNames = new Map(binders.map((binder) => [binder.id, binder.name]));
  const sorted = [...items].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
  return writeCollectionCsv(
    sorted.map((item) =>
      toCollectionCsvRow(
        item,
        item.binder_id === null ? null : (binderNames.get(item.binder_id) ?? null),
      ),
    ),
  );
}

/** A row of any supported layout, read into what matching and creating need. */
export type ImportCandidate = {
  line: number;
  productId: string | null;
  tcgplayerId: number | null;
  name: string | null;
  setName: string | null;
  setCode: string | null;
  number: string | null;
  language: CatalogLanguage;
  /** A catalog variant type, or null for the product's default printing. */
  variant: string | null;
  /** Our own files name the exact variant; other apps' printings are only a hint. */
  variantIsExact: boolean;
  quantity: number;
  condition: Condition;
  graded: boolean;
  grading_company: GradingCompany | null;
  grade_score: number | null;
  purchase_price: number | null;
  purchased_on: string | null;
  wishlist: boolean;
  binder: string | null;
  notes: string | null;
  /** ISO instant the item was added (our own files); null lets the server use now. */
  created_at?: string | null;
  /** The copy's own language when the file names one other than its card's (ADR 067). */
  copy_language?: CopyLanguage | null;
};

export type ImportRowError = { line: number; message: string };
export type RowResult = { candidate: ImportCandidate } | { error: ImportRowError };

/** An ISO 8601 instant with a time zone, as exported; null when it is not one. */
function readInstant(text: string): string | null {
  const trimmed = text.trim();
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(trimmed)) {
    return null;
  }
  const time = Date.parse(trimmed);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** Reads the header into column name -> cell index (names compared case-insensitively). */
export function indexHeader(header: readonly string[]): Map<string, number> {
  return new Map(header.map((name, index) => [name.trim().toLowerCase(), index]));
}

export function getCell(fields: readonly string[], header: Map<string, number>, name: string) {
  const index = header.get(name.toLowerCase());
  return index === undefined ? '' : (fields[index] ?? '');
}

/** The rows of a Cardfolio file as written (for exact round trips). */
export function readCollectionCsvRows(records: readonly CsvRecord[]): CollectionCsvRow[] {
  const [head, ...body] = records;
  const header = indexHeader(head?.fields ?? []);
  return body.map(
    (record) =>
      Object.fromEntries(
        COLLECTION_CSV_COLUMNS.map((column) => [column, getCell(record.fields, header, column)]),
      ) as CollectionCsvRow,
  );
}

function fail(line: number, message: string): RowResult {
  return { error: { line, message } };
}

/** Checks one Cardfolio row; the message names the column that is wrong. */
export function readCollectionRow(line: number, row: CollectionCsvRow): RowResult {
  const quantity = readQuantity(row.quantity);
  // Our own files hold the code ('NM'); a spelled-out condition is accepted too.
  const condition = row.condition.trim() === '' ? null : readCondition(row.condition);
  const language = readLanguage(row.language);
  const graded = readBoolean(row.graded);
  const wishlist = readBoolean(row.wishlist);
  const price = readPrice(row.purchase_price);
  if (!row.product_id.trim() && !(row.set_name.trim() && row.number.trim())) {
    return fail(line, 'product_id is required (or set_name and number)');
  }
  if (quantity === null) {
    return fail(line, `quantity "${row.quantity}" must be a whole number from 1 to 9999`);
  }
  if (!condition) {
    return fail(line, `condition "${row.condition}" must be NM, LP, MP, HP or DMG`);
  }
  if (!language) {
    return fail(line, `language "${row.language}" must be english, japanese or chinese`);
  }
  if (graded === null || wishlist === null) {
    return fail(
      line,
      graded === null ? 'graded must be true or false' : 'wishlist must be true or false',
    );
  }
  if (price === 'invalid') {
    return fail(line, `purchase_price "${row.purchase_price}" is not a price`);
  }
  const purchasedOn = row.purchased_on.trim() === '' ? null : readIsoDate(row.purchased_on);
  if (row.purchased_on.trim() !== '' && !purchasedOn) {
    return fail(line, `purchased_on "${row.purchased_on}" must be a date (YYYY-MM-DD)`);
  }
  const copyLanguage = row.copy_language.trim() === '' ? null : readCopyLanguage(row.copy_language);
  if (row.copy_language.trim() !== '' && !copyLanguage) {
    return fail(
      line,
      `copy_language "${row.copy_language}" is not a language code (EN, FR, DE ...)`,
    );
  }
  const createdAt = row.created_at.trim() === '' ? null : readInstant(row.created_at);
  if (row.created_at.trim() !== '' && !createdAt) {
    return fail(line, `created_at "${row.created_at}" must be an ISO date and time`);
  }
  const company = graded ? readGradingCompany(row.grading_company) : null;
  const grade = graded ? readGrade(row.grade_score) : null;
  if (graded && (!company || grade === null)) {
    return fail(
      line,
      !company
        ? `grading_company "${row.grading_company}" is not a known grading company`
        : `grade_score "${row.grade_score}" must be 1 to 10 in half steps`,
    );
  }
  return {
    candidate: {
      line,
      productId: row.product_id.trim() || null,
      tcgplayerId: null,
      name: unguardFormula(row.product_name.trim()) || null,
      setName: unguardFormula(row.set_name.trim()) || null,
      setCode: null,
      number: row.number.trim() || null,
      language,
      variant: row.variant.trim() || null,
      variantIsExact: true,
      quantity,
      condition,
      graded,
      grading_company: company,
      grade_score: grade,
      purchase_price: price,
      purchased_on: purchasedOn,
      wishlist,
      binder: unguardFormula(row.binder.trim()) || null,
      notes: row.notes === '' ? null : unguardFormula(row.notes),
      created_at: createdAt,
      copy_language: copyLanguage,
    },
  };
}
