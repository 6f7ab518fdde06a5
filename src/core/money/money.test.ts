import { describe, expect, it } from 'vitest';
import { centsToDecimalText, centsToUnits } from './cents.ts';
import { fromUsdCents, toUsdCents } from './convert.ts';
import { formatMinorUnits, formatMoney, formatUsdIn } from './format-money.ts';

describe('formatMoney', () => {
  it('uses each currency symbol and its digits', () => {
    expect(formatMoney(1234.5, 'USD')).toBe('$1,234.50');
    expect(formatMoney(9.99, 'EUR')).toBe('€9.99');
    expect(formatMoney(1234.5, 'JPY')).toBe('¥1,235');
    expect(formatMoney(3, 'GBP')).toBe('£3.00');
  });

  it('shows a sign when asked, none for an amount that rounds to zero', () => {
    expect(formatMoney(12, 'USD', { signed: true })).toBe('+$12.00');
    expect(formatMoney(-3.4, 'EUR', { signed: true })).toBe('-€3.40');
    expect(formatMoney(-0.001, 'USD', { signed: true })).toBe('$0.00');
    expect(formatMoney(0.4, 'JPY', { signed: true })).toBe('¥0');
  });

  it('shows a dash (or the given text) for an unknown amount', () => {
    expect(formatMoney(null, 'USD')).toBe('–');
    expect(formatMoney(undefined, 'USD', { missing: 'no price' })).toBe('no price');
    expect(formatMoney(Number.NaN, 'USD')).toBe('–');
  });

  it('formats minor units', () => {
    expect(formatMinorUnits(1999, 'USD')).toBe('$19.99');
    expect(formatMinorUnits(-250, 'GBP', { signed: true })).toBe('-£2.50');
  });
});

describe('currency conversion', () => {
  it('converts US prices into the display currency at the day rate', () => {
    expect(formatUsdIn(10, { currency: 'EUR', unitsPerUsd: 0.92 })).toBe('€9.20');
    expect(formatUsdIn(10, { currency: 'JPY', unitsPerUsd: 154.3 })).toBe('¥1,543');
    expect(formatUsdIn(10, { currency: 'USD', unitsPerUsd: 1 })).toBe('$10.00');
    expect(formatUsdIn(null, { currency: 'GBP', unitsPerUsd: 0.79 })).toBe('–');
  });

  it('converts native cents to US cents and back, rounding to whole cents', () => {
    expect(toUsdCents(920, 0.92)).toBe(1000);
    expect(toUsdCents(15430, 154.3)).toBe(100);
    expect(fromUsdCents(1000, 0.92)).toBe(920);
    expect(fromUsdCents(333, 0.5)).toBe(167);
  });

  it('refuses a rate that is not a positive number', () => {
    expect(() => toUsdCents(100, 0)).toThrow(/positive/);
    expect(() => fromUsdCents(100, Number.NaN)).toThrow(/positive/);
  });
});

describe('cents in major units', () => {
  it('turns cents into an amount and keeps an unknown one unknown', () => {
    expect(centsToUnits(1999)).toBe(19.99);
    expect(centsToUnits(0)).toBe(0);
    expect(centsToUnits(null)).toBeNull();
    expect(centsToUnits(undefined)).toBeNull();
  });

  it('writes the two-decimal text of price fields and files', () => {
    expect(centsToDecimalText(1999)).toBe('19.99');
    expect(centsToDecimalText(5)).toBe('0.05');
    expect(centsToDecimalText(120000)).toBe('1200.00');
  });
});
