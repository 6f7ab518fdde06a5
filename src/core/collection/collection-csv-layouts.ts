import { parseCsvRecords } from '../csv/parse-csv.ts';
import {
  getCell,
  type ImportCandidate,
  type ImportRowError,
  indexHeader,
  type RowResult,
  readCollectionCsvRows,
  readCollectionRow,
  unguardFormula,
} from './collection-csv.ts';
import {
  LANGUAGE_CELL_HINT,
  readBoolean,
  readCondition,
  readGrade,
  readGradingCompany,
  readIsoDate,
  readLanguageCell,
  readPrice,
  readPrinting,
  readQuantity,
} from './collection-csv-values.ts';
import {
  detectOtherAppLayout,
  OTHER_APP_LAYOUTS,
  type OtherAppLayout,
} from './csv/other-app-layouts.ts';
import { indexOtherAppHeader, readOtherAppRow } from './csv/read-other-app-row.ts';

export const IMPORT_LAYOUTS = {
  cardfolio: 'Cardfolio',
  tcgplayer: 'TCGplayer app',
  collectr: 'Collectr',
  ...(Object.fromEntries(
    Object.entries(OTHER_APP_LAYOUTS).map(([layout, spec]) => [layout, spec.label]),
  ) as Record<OtherAppLayout, string>),
};
export type ImportLayout = 'cardfolio' | 'tcgplayer' | 'collectr' | OtherAppLayout;

export type ParsedImport = {
  layout: ImportLayout;
  candidates: ImportCandidate[];
  errors: ImportRowError[];
  /** Rows that are not collection items of this app (another game in a Collectr export). */
  skipped: ImportRowError[];
};

/** Which app wrote the file, from its header row; null when none is recognised. */
export function detectLayout(header: readonly string[]): ImportLayout | null {
  const names = new Set(header.map((name) => name.trim().toLowerCase()));
  if (names.has('product_id') && names.has('quantity') && names.has('variant')) {
    return 'cardfolio';
  }
  if (names.has('simple name') && names.has('printing') && names.has('quantity')) {
    return 'tcgplayer';
  }
  if (names.has('portfolio name') && names.has('product name') && names.has('variance')) {
    return 'collectr';
  }
  return detectOtherAppLayout(header);
}

/**
 * The file's text without a leading byte-order mark or Excel's `sep=;` line, and its delimiter:
 * the one of `;` and `,` the header line holds more of.
 */
export function prepareCsvText(text: string): { text: string; delimiter: ',' | ';' } {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const sep = /^"?sep=([;,])"?(\r?\n)/i.exec(body);
  if (sep) {
    // A blank line in its place keeps the line numbers of the file (blank lines are skipped).
    return {
      text: body.slice(sep[0].length - (sep[2]?.length ?? 1)),
      delimiter: sep[1] === ';' ? ';' : ',',
    };
  }
  const header = body.replace(/^(\s*\r?\n)+/, '');
  const firstLine = header.slice(0, header.search(/\r?\n|$/));
  const count = (char: string) => firstLine.split(char).length - 1;
  return { text: body, delimiter: count(';') > count(',') ? ';' : ',' };
}

const base = {
  productId: null,
  tcgplayerId: null,
  setCode: null,
  graded: false,
  grading_company: null,
  grade_score: null,
  purchase_price: null,
  purchased_on: null,
  wishlist: false,
  binder: null,
  notes: null,
  variantIsExact: false,
} satisfies Partial<ImportCandidate>;

/** TCGplayer app export: Quantity,Name,Simple Name,Set,Card Number,Set Code,Printing,... */
function readTcgplayerRow(line: number, cells: (name: string) => string): RowResult {
  const quantity = readQuantity(cells('Quantity'));
  const condition = readCondition(cells('Condition'));
  const language = readLanguageCell(cells('Language'));
  const productId = Number(cells('Product ID').trim());
  if (quantity === null) {
    return { error: { line, message: `Quantity "${cells('Quantity')}" must be 1 to 9999` } };
  }
  if (!condition || !language) {
    const message = !condition
      ? `Condition "${cells('Condition')}" is not a known condition`
      : `Language "${cells('Language')}" ${LANGUAGE_CELL_HINT}`;
    return { error: { line, message } };
  }
  // Its price columns are market prices, not what was paid: they are not read.
  return {
    candidate: {
      ...base,
      line,
      tcgplayerId: Number.isInteger(productId) && productId > 0 ? productId : null,
      name: (cells('Simple Name') || cells('Name')).trim() || null,
      setName: cells('Set').trim() || null,
      setCode: cells('Set Code').trim() || null,
      number: cells('Card Number').trim() || null,
      language: language.language,
      copy_language: language.copyLanguage,
      variant: readPrinting(cells('Printing')),
      quantity,
      condition,
    },
  };
}

const NON_POKEMON = /^(?!pok[eé]mon)/i;

/** Collectr export: Portfolio Name,Category,Set,Product Name,Card Number,...,Grade,... */
function readCollectrRow(line: number, cells: (name: string) => string): RowResult | 'skip' {
  const category = cells('Category').trim();
  if (category !== '' && NON_POKEMON.test(category)) {
    return 'skip';
  }
  const quantity = readQuantity(cells('Quantity'));
  const condition = readCondition(cells('Card Condition'));
  if (quantity === null) {
    return { error: { line, message: `Quantity "${cells('Quantity')}" must be 1 to 9999` } };
  }
  if (!condition) {
    const message = `Card Condition "${cells('Card Condition')}" is not a known condition`;
    return { error: { line, message } };
  }
  const grade = cells('Grade').trim();
  const gradeMatch = /^([A-Za-z]+)\s*(\d+(?:\.5)?)$/.exec(grade);
  const company = gradeMatch ? readGradingCompany(gradeMatch[1] ?? '') : null;
  const score = gradeMatch ? readGrade(gradeMatch[2] ?? '') : null;
  const isGraded = grade !== '' && grade.toLowerCase() !== 'ungraded';
  if (isGraded && (!company || score === null)) {
    return { error: { line, message: `Grade "${grade}" is not a known company and grade` } };
  }
  const cost = readPrice(cells('Average Cost Paid'));
  return {
    candidate: {
      ...base,
      line,
      name: cells('Product Name').trim() || null,
      setName: cells('Set').trim() || null,
      number: cells('Card Number').trim() || null,
      language: /japan/i.test(category)
        ? 'japanese'
        : /chin/i.test(category)
          ? 'chinese'
          : 'english',
      variant: readPrinting(cells('Variance')),
      quantity,
      condition,
      graded: isGraded,
      grading_company: isGraded ? company : null,
      grade_score: isGraded ? score : null,
      // Collectr writes 0 when no cost was entered.
      purchase_price: cost === 'invalid' || cost === 0 ? null : cost,
      purchased_on: readIsoDate(cells('Date Added')),
      wishlist: readBoolean(cells('Watchlist')) === true,
      notes: unguardFormula(cells('Notes').trim()) || null,
    },
  };
}

/**
 * Reads a collection CSV of any supported layout into import candidates, with an error per
 * unreadable row (by line). Throws when the header is not one of a known layout.
 */
export function parseImportCsv(text: string): ParsedImport {
  const prepared = prepareCsvText(text);
  const records = parseCsvRecords(prepared.text, prepared.delimiter);
  const [head, ...body] = records;
  const layout = detectLayout(head?.fields ?? []);
  if (!head || !layout) {
    throw new Error(
      `The file is not a collection export we know. Export it again from ${Object.values(IMPORT_LAYOUTS).join(', ')} and keep its first line (the column names).`,
    );
  }
  const result: ParsedImport = { layout, candidates: [], errors: [], skipped: [] };
  const header = indexHeader(head.fields);
  const otherHeader =
    layout in OTHER_APP_LAYOUTS ? indexOtherAppHeader(layout as OtherAppLayout, head.fields) : null;
  const rows = layout === 'cardfolio' ? readCollectionCsvRows(records) : [];
  body.forEach((record, index) => {
    if (record.error) {
      result.errors.push({ line: record.line, message: record.error });
      return;
    }
    const cells = (name: string) => getCell(record.fields, header, name);
    const read = otherHeader
      ? readOtherAppRow(layout as OtherAppLayout, record.line, (field) => {
          const at = otherHeader.get(field);
          return at === undefined ? '' : (record.fields[at] ?? '');
        })
      : layout === 'cardfolio'
        ? readCollectionRow(record.line, rows[index] as NonNullable<(typeof rows)[number]>)
        : layout === 'tcgplayer'
          ? readTcgplayerRow(record.line, cells)
          : readCollectrRow(record.line, cells);
    if (read === 'skip') {
      result.skipped.push({ line: record.line, message: 'not a Pokemon product' });
    } else if ('error' in read) {
      result.errors.push(read.error);
    } else {
      result.candidates.push(read.candidate);
    }
  });
  return result;
}
