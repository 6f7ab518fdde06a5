import { isCalendarDate } from './price-dates.ts';

/** A price file's amount columns (dollars) and the price_points columns they fill. */
export const PRICE_AMOUNT_FIELDS = [
  ['market_price', 'marketCents'],
  ['psa_10_price', 'psa10Cents'],
  ['cgc_10_price', 'cgc10Cents'],
  ['sgc_10_price', 'sgc10Cents'],
  ['bgs_10_price', 'bgs10Cents'],
  ['graded_9_price', 'graded9Cents'],
  ['graded_8_price', 'graded8Cents'],
  ['graded_7_price', 'graded7Cents'],
] as const;

export type PriceAmountKey = (typeof PRICE_AMOUNT_FIELDS)[number][1];

/** Every column a price file may have (CSV header names, NDJSON keys). */
export const PRICE_FILE_COLUMNS = [
  'product_id',
  'variant',
  'date',
  'source',
  ...PRICE_AMOUNT_FIELDS.map(([column]) => column),
  'currency',
] as const;

/** Other names accepted for a column. */
export const PRICE_COLUMN_ALIASES: Record<string, (typeof PRICE_FILE_COLUMNS)[number]> = {
  price_date: 'date',
};

export type PriceRow = {
  productId: string;
  variant: string;
  priceDate: string;
  source: string;
  currency: string;
} & Record<PriceAmountKey, number | null>;

export type PriceRowContext = {
  /** The latest date allowed (later dates are in the future). */
  latestDate: string;
  /** Used when a row has no source. */
  defaultSource: string;
};

export const DEFAULT_PRICE_VARIANT = 'normal';
export const DEFAULT_PRICE_CURRENCY = 'USD';
const MAX_CENTS = 2_147_483_647;
const NAME_PATTERN = /^[a-z0-9][a-z0-9 ._-]{0,59}$/;

const describe = (value: unknown) => JSON.stringify(value) ?? String(value);

function isBlank(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  );
}

const DOLLARS_TEXT = /^\$?(\d*)(?:\.(\d*))?$/;

/** Text dollars as cents, exactly (no binary floating point), rounding half up. */
function textToCents(whole: string, fraction: string): number {
  const cents = Number(whole || '0') * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  return cents + (fraction.charCodeAt(2) >= 53 ? 1 : 0);
}

function amountProblem(column: string, value: unknown, problem: string): string {
  return `${column} ${describe(value)} ${problem}`;
}

/** Dollars (a number, or text such as "12.5" or "$12.50") as whole cents; null when blank. */
export function parseDollars(column: string, value: unknown): number | null | string {
  if (isBlank(value)) {
    return null;
  }
  let cents: number;
  if (typeof value === 'string') {
    const text = value.trim();
    const match = DOLLARS_TEXT.exec(text.startsWith('-') ? text.slice(1) : text);
    if (!match || (match[1] === '' && !match[2])) {
      return amountProblem(column, value, 'is not a number');
    }
    if (text.startsWith('-')) {
      return amountProblem(column, value, 'is negative');
    }
    cents = textToCents(match[1] ?? '', match[2] ?? '');
  } else if (typeof value === 'number' && Number.isFinite(value)) {
    if (value < 0) {
      return amountProblem(column, value, 'is negative');
    }
    // toPrecision first: 1.005 * 100 is 100.49999999999999 in binary floating point.
    cents = Math.round(Number((value * 100).toPrecision(12)));
  } else {
    return amountProblem(column, value, 'is not a number');
  }
  return cents > MAX_CENTS ? amountProblem(column, value, 'is too large') : cents;
}

function parseName(column: string, value: unknown, fallback: string): string | { problem: string } {
  if (isBlank(value)) {
    return fallback;
  }
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return NAME_PATTERN.test(text)
    ? text
    : {
        problem: `${column} ${describe(value)} is not valid (letters, digits, space, . _ -; at most 60)`,
      };
}

function parseDate(value: unknown, latestDate: string): string | { problem: string } {
  if (isBlank(value)) {
    return { problem: 'date is required' };
  }
  const text = typeof value === 'string' ? value.trim() : '';
  if (!isCalendarDate(text)) {
    return { problem: `date ${describe(value)} is not a valid date (YYYY-MM-DD)` };
  }
  return text > latestDate ? { problem: `date "${text}" is in the future` } : text;
}

function parseCurrency(value: unknown): string | { problem: string } {
  if (isBlank(value)) {
    return DEFAULT_PRICE_CURRENCY;
  }
  const text = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return /^[A-Z]{3}$/.test(text)
    ? text
    : { problem: `currency ${describe(value)} is not a 3-letter currency code` };
}

/**
 * One price file row (CSV fields by header name, or an NDJSON object) as a price_points row,
 * or the first problem with it. Does not check that the product exists.
 */
export function parsePriceRow(
  input: Record<string, unknown>,
  context: PriceRowContext,
): { row: PriceRow } | { problem: string } {
  const rawId = input.product_id;
  const productId = typeof rawId === 'string' ? rawId.trim() : '';
  if (isBlank(rawId)) {
    return { problem: 'product_id is required' };
  }
  if (typeof rawId !== 'string') {
    return { problem: `product_id ${describe(rawId)} is not a text` };
  }
  const variant = parseName('variant', input.variant, DEFAULT_PRICE_VARIANT);
  if (typeof variant !== 'string') {
    return variant;
  }
  const priceDate = parseDate(input.date ?? input.price_date, context.latestDate);
  if (typeof priceDate !== 'string') {
    return priceDate;
  }
  const source = parseName('source', input.source, context.defaultSource);
  if (typeof source !== 'string') {
    return source;
  }
  const currency = parseCurrency(input.currency);
  if (typeof currency !== 'string') {
    return currency;
  }
  const amounts = {} as Record<PriceAmountKey, number | null>;
  for (const [column, key] of PRICE_AMOUNT_FIELDS) {
    const cents = parseDollars(column, input[column]);
    if (typeof cents === 'string') {
      return { problem: cents };
    }
    amounts[key] = cents;
  }
  if (Object.values(amounts).every((cents) => cents === null)) {
    return { problem: 'no price given (market_price or a graded price)' };
  }
  return {
    row: { productId, variant, priceDate, source, currency, ...amounts },
  };
}
