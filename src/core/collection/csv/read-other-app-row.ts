import type { CatalogLanguage } from '../../catalog/catalog-language.ts';
import { type ImportCandidate, type RowResult, unguardFormula } from '../collection-csv.ts';
import {
  LANGUAGE_CELL_HINT,
  readBoolean,
  readCondition,
  readGrade,
  readGradingCompany,
  readLanguageCell,
  readQuantity,
} from '../collection-csv-values.ts';
import type { Condition } from '../user-product.schema.ts';
import { readGradeCell, readLooseDate, readLoosePrice } from './loose-values.ts';
import {
  type ColumnField,
  headerKey,
  OTHER_APP_LAYOUTS,
  type OtherAppLayout,
} from './other-app-layouts.ts';
import { readPrintingKey } from './printing-text.ts';

export type Cells = (field: ColumnField) => string;

/** Field -> cell index for one file's header (fields the file has no column for are left out). */
export function indexOtherAppHeader(
  layout: OtherAppLayout,
  header: readonly string[],
): Map<ColumnField, number> {
  const positions = new Map(header.map((name, index) => [headerKey(name), index] as const));
  const index = new Map<ColumnField, number>();
  for (const [field, names] of Object.entries(OTHER_APP_LAYOUTS[layout].columns)) {
    const found = names.map((name) => positions.get(name)).find((at) => at !== undefined);
    if (found !== undefined) {
      index.set(field as ColumnField, found);
    }
  }
  return index;
}

type Grading = Pick<ImportCandidate, 'graded' | 'grading_company' | 'grade_score'>;
const UNGRADED: Grading = { graded: false, grading_company: null, grade_score: null };

/** A company and a grade column, or one cell saying both ('PSA 10'). */
function readGrading(cells: Cells): Grading | string {
  const company = cells('company').trim();
  const grade = cells('grade').trim();
  const graded = readBoolean(cells('graded'));
  if (company !== '' && grade !== '') {
    const known = readGradingCompany(company);
    const score = readGrade(grade);
    if (!known) {
      return `grading company "${company}" is not one we know (PSA, BGS, CGC, TAG ...)`;
    }
    if (score === null) {
      return `grade "${grade}" must be 1 to 10 in half steps`;
    }
    return { graded: true, grading_company: known, grade_score: score };
  }
  const cell = readGradeCell(grade || company);
  if (cell === 'invalid') {
    // A plain condition in a shared condition / grade column is not a grade.
    return readCondition(grade)
      ? UNGRADED
      : `grade "${grade || company}" is not a company and grade`;
  }
  if (!cell) {
    return graded ? 'the row is marked graded but names no grading company and grade' : UNGRADED;
  }
  return { graded: true, grading_company: cell.company, grade_score: cell.grade };
}

/**
 * The '[...]' parts of a name and the text outside them, in one pass (bracket patterns backtrack
 * on long runs of '['). An unclosed '[' is kept as text.
 */
function splitBrackets(text: string): { bracketed: string[]; outside: string } {
  const bracketed: string[] = [];
  let outside = '';
  let at = 0;
  while (at < text.length) {
    const open = text.indexOf('[', at);
    const close = open < 0 ? -1 : text.indexOf(']', open + 1);
    if (open < 0 || close < 0) {
      outside += text.slice(at);
      break;
    }
    outside += text.slice(at, open);
    const inside = text.slice(open + 1, close);
    if (inside.trim() !== '') {
      bracketed.push(inside);
    }
    at = close + 1;
  }
  return { bracketed, outside };
}

/** PriceCharting names a card 'Charizard [1st Edition] #4' in a console 'Pokemon Base Set'. */
function readPriceChartingName(name: string, consoleName: string) {
  const number = /#\s*([A-Za-z0-9-]+)\s*$/.exec(name)?.[1] ?? null;
  const { bracketed, outside } = splitBrackets(name.replace(/#\s*[A-Za-z0-9-]+\s*$/, ''));
  const printing = bracketed[0] ?? '';
  const cleanName = outside.trim();
  const rest = consoleName.trim().replace(/^pok[eé]mon\s+/i, '');
  const language: CatalogLanguage = /^japanese\s/i.test(rest)
    ? 'japanese'
    : /^chinese\s/i.test(rest)
      ? 'chinese'
      : 'english';
  const setName = rest.replace(/^(japanese|chinese)\s+/i, '');
  return { number, printing, name: cleanName, setName, language };
}

function readConditionCell(text: string, grading: Grading): Condition | null {
  const condition = readCondition(text);
  // A graded card's condition cell often holds its grade ('PSA 10'); slabs count as Near Mint.
  if (!condition && (grading.graded || /^(ungraded|raw|loose)$/i.test(text.trim()))) {
    return 'NM';
  }
  return condition;
}

/** One row of another app's export as an import candidate, or the reason it cannot be read. */
export function readOtherAppRow(layout: OtherAppLayout, line: number, cells: Cells): RowResult {
  const fail = (message: string): RowResult => ({ error: { line, message } });
  const quantityText = cells('quantity').trim();
  const quantity = quantityText === '' ? 1 : readQuantity(quantityText);
  if (quantity === null) {
    return fail(`quantity "${quantityText}" must be a whole number from 1 to 9999`);
  }
  const grading = readGrading(cells);
  if (typeof grading === 'string') {
    return fail(grading);
  }
  const condition = readConditionCell(cells('condition'), grading);
  if (!condition) {
    return fail(`condition "${cells('condition')}" is not a condition we know`);
  }
  const price = readLoosePrice(cells('price'));
  if (price === 'invalid') {
    return fail(`price "${cells('price')}" is not a price`);
  }
  const isPriceCharting = layout === 'pricecharting';
  const named = isPriceCharting ? readPriceChartingName(cells('name'), cells('setName')) : null;
  const language = named
    ? { language: named.language, copyLanguage: null }
    : readLanguageCell(cells('language'));
  if (!language) {
    return fail(`language "${cells('language')}" ${LANGUAGE_CELL_HINT}`);
  }
  const tcgplayerId = Number(cells('tcgplayerId').trim());
  const text = (field: ColumnField) => unguardFormula(cells(field).trim()) || null;
  return {
    candidate: {
      line,
      productId: text('productId'),
      tcgplayerId: Number.isInteger(tcgplayerId) && tcgplayerId > 0 ? tcgplayerId : null,
      name: named ? named.name || null : text('name'),
      setName: named ? named.setName || null : text('setName'),
      setCode: text('setCode'),
      number: named ? named.number : text('number'),
      language: language.language,
      copy_language: language.copyLanguage,
      variant: readPrintingKey(named ? named.printing : cells('printing')),
      variantIsExact: false,
      quantity,
      condition,
      ...grading,
      // Price paid is the total for the row in some apps; stored as given (ADR 059).
      purchase_price: price,
      purchased_on: readLooseDate(cells('date')),
      wishlist: false,
      binder: text('binder'),
      notes: text('notes'),
    },
  };
}
