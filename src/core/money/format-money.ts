import { centsToUnits } from './cents.ts';

/**
 * The one money formatter of the app (issue 13): an amount in a currency, with Intl's symbol
 * and that currency's digits (JPY has none). Amounts are major units (dollars, euros, yen).
 */
const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(currency: string): Intl.NumberFormat {
  let format = formats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    formats.set(currency, format);
  }
  return format;
}

export type MoneyFormatOptions = {
  /** Always show the sign: +$12.00, -$3.40, and none on an amount that rounds to zero. */
  signed?: boolean;
  /** What an unknown amount shows; default the en dash. */
  missing?: string;
};

/** 1234.5 USD -> "$1,234.50"; 1234.5 JPY -> "¥1,235"; 9.99 EUR -> "€9.99". */
export function formatMoney(
  amount: number | null | undefined,
  currency: string,
  options: MoneyFormatOptions = {},
): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) {
    return options.missing ?? '–';
  }
  const text = numberFormat(currency).format(options.signed ? Math.abs(amount) : amount);
  if (!options.signed) {
    return text;
  }
  const showsNonZero = numberFormat(currency).formatToParts(Math.abs(amount)).some(isNonZero);
  const sign = !showsNonZero ? '' : amount > 0 ? '+' : '-';
  return `${sign}${text}`;
}

const isNonZero = (part: Intl.NumberFormatPart) =>
  (part.type === 'integer' || part.type === 'fraction') && /[1-9]/.test(part.value);

/** Minor units (cents) of `currency`: 1999 USD -> "$19.99". */
export function formatMinorUnits(
  cents: number | null | undefined,
  currency: string,
  options: MoneyFormatOptions = {},
): string {
  return formatMoney(centsToUnits(cents), currency, options);
}

/** The currency prices are shown in and its rate: units per US dollar (USD: 1). */
export type DisplayMoney = { currency: string; unitsPerUsd: number };

export const USD_DISPLAY: DisplayMoney = { currency: 'USD', unitsPerUsd: 1 };

/** A US-dollar amount shown in the display currency: $10 with EUR at 0.92 -> "€9.20". */
export function formatUsdIn(
  usdAmount: number | null | undefined,
  display: DisplayMoney,
  options: MoneyFormatOptions = {},
): string {
  const converted =
    usdAmount === null || usdAmount === undefined ? usdAmount : usdAmount * display.unitsPerUsd;
  return formatMoney(converted, display.currency, options);
}
