import { readGrade, readGradingCompany } from '../collection-csv-values.ts';
import type { GradingCompany } from '../user-product.schema.ts';
import { MAX_PURCHASE_PRICE } from '../user-product.schema.ts';

/** Cell readers for other apps' files, which write prices, dates and grades many ways. */

const CURRENCY_CODES = new Set(['usd', 'eur', 'gbp']);

/** 'USD 3' → '3', '3 eur' → '3' (plain string code: a pattern here backtracks on long blanks). */
function stripCurrencyCode(text: string): string {
  if (CURRENCY_CODES.has(text.slice(0, 3).toLowerCase())) {
    return text.slice(3).trimStart();
  }
  if (CURRENCY_CODES.has(text.slice(-3).toLowerCase())) {
    return text.slice(0, -3).trimEnd();
  }
  return text;
}

/** '$12.50', '12,50 €' (decimal comma), '1,234.50', 'USD 3'; null when empty. */
export function readLoosePrice(text: string): number | null | 'invalid' {
  let value = stripCurrencyCode(text.trim());
  value = value.replace(/[$€£¥\s]/g, '');
  if (value === '') {
    return null;
  }
  value = /^\d+,\d{1,2}$/.test(value) ? value.replace(',', '.') : value.replace(/,/g, '');
  const price = Number(value);
  return Number.isFinite(price) && price >= 0 && price <= MAX_PURCHASE_PRICE ? price : 'invalid';
}

const pad = (n: string) => n.padStart(2, '0');

function realDate(year: string, month: string, day: string): string | null {
  const iso = `${year}-${pad(month)}-${pad(day)}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}

/** '2024-03-01', '2024-03-01T10:00:00Z', '2024/03/01', '03/01/2024' (US order); else null. */
export function readLooseDate(text: string): string | null {
  const value = text.trim();
  const iso = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T\s].*)?$/.exec(value);
  if (iso) {
    return realDate(iso[1] ?? '', iso[2] ?? '', iso[3] ?? '');
  }
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s.*)?$/.exec(value);
  return us ? realDate(us[3] ?? '', us[1] ?? '', us[2] ?? '') : null;
}

export type GradeCell = { company: GradingCompany; grade: number };

/** 'PSA 10', 'BGS 9.5', 'cgc9'; null for an ungraded cell ('', 'Ungraded', 'Raw', 'Loose'). */
export function readGradeCell(text: string): GradeCell | null | 'invalid' {
  const value = text.trim();
  if (value === '' || /^(ungraded|raw|loose|none|no|near mint|nm)$/i.test(value)) {
    return null;
  }
  const match = /^([A-Za-z]+)\s*(\d+(?:\.5)?)$/.exec(value);
  const company = match ? readGradingCompany(match[1] ?? '') : null;
  const grade = match ? readGrade(match[2] ?? '') : null;
  return company && grade !== null ? { company, grade } : 'invalid';
}
