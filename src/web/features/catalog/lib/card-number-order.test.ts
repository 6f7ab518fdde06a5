import { describe, expect, it } from 'vitest';
import { compareCardNumbers } from './card-number-order.ts';

describe('compareCardNumbers', () => {
  it('sorts numbers naturally, then letter prefixes', () => {
    const numbers = ['TG01', '10', 'RC1', '2', 'TG10', '1', 'SV001', 'TG2', '100', '025a'];
    expect([...numbers].sort(compareCardNumbers)).toEqual([
      '1',
      '2',
      '10',
      '025a',
      '100',
      'RC1',
      'SV001',
      'TG01',
      'TG2',
      'TG10',
    ]);
  });

  it.each([
    ['2', '10', -1],
    ['10', 'TG01', -1],
    ['TG01', '2', 1],
    ['025', '25', 1],
    ['25', '25', 0],
    ['10', '10a', -1],
    ['!', '?', -1],
  ])('%s vs %s', (a, b, sign) => {
    expect(Math.sign(compareCardNumbers(a, b))).toBe(sign);
  });

  it('puts missing numbers last', () => {
    expect([null, '3', undefined, '1'].sort(compareCardNumbers)).toEqual([
      '1',
      '3',
      null,
      undefined,
    ]);
  });
});
