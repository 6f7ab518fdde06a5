import { describe, expect, it } from 'vitest';
import { CODE128_PATTERNS, code128Bars, code128Values } from './code128.ts';

describe('Code 128 subset B', () => {
  it('has 107 distinct patterns of 11 modules (13 for stop), bars even and spaces odd', () => {
    expect(CODE128_PATTERNS).toHaveLength(107);
    expect(new Set(CODE128_PATTERNS).size).toBe(107);
    for (const pattern of CODE128_PATTERNS.slice(0, 106)) {
      const widths = [...pattern].map(Number);
      expect(widths.reduce((a, b) => a + b, 0)).toBe(11);
      const bars = (widths[0] ?? 0) + (widths[2] ?? 0) + (widths[4] ?? 0);
      expect(bars % 2).toBe(0);
    }
    expect([...(CODE128_PATTERNS[106] ?? '')].map(Number).reduce((a, b) => a + b, 0)).toBe(13);
  });

  it('adds start B, the weighted modulo-103 check symbol and stop', () => {
    // Each character is its ASCII code minus 32 in subset B.
    const values = code128Values('PJJ123C');
    expect(values.slice(1, -2)).toEqual([48, 42, 42, 17, 18, 19, 35]);
    const weighted = 104 + 48 * 1 + 42 * 2 + 42 * 3 + 17 * 4 + 18 * 5 + 19 * 6 + 35 * 7;
    expect(values.at(-2)).toBe(weighted % 103);
    expect(values[0]).toBe(104);
    expect(values.at(-1)).toBe(106);
  });

  it('lays out bars after a 10-module quiet zone', () => {
    const { bars, totalModules } = code128Bars('SR-000001');
    expect(bars[0]).toEqual({ x: 10, width: 2 });
    expect(totalModules).toBe(10 + 11 * 11 + 13 + 10);
  });

  it('refuses characters outside subset B', () => {
    expect(() => code128Values('ピ')).toThrow('cannot encode');
    expect(() => code128Values('')).toThrow();
  });
});
