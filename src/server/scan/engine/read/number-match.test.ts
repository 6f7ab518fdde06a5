import { describe, expect, it } from 'vitest';
import { compareNumberStrip } from './number-match.ts';

const card = (number: string, total: string | null, setCode: string | null) => ({
  number,
  total,
  setCode,
});

describe('compareNumberStrip', () => {
  it('agrees fully with the card whose number, total and set code were read', () => {
    expect(compareNumberStrip('BS4/102 o', card('4', '102', 'BS'))).toEqual({
      number: 1,
      total: 1,
      setCode: 1,
    });
    expect(compareNumberStrip('o 025/165MEW', card('25', '165', 'MEW'))).toEqual({
      number: 1,
      total: 1,
      setCode: 1,
    });
  });

  it('gives a sibling printing with another number or set no credit for those fields', () => {
    const read = 'SV4a123/165 o';
    expect(compareNumberStrip(read, card('23', '165', 'SV4a')).number).toBe(0);
    expect(compareNumberStrip(read, card('123', '190', 'SV3')).total).toBeLessThan(0.5);
    expect(compareNumberStrip('BS14/102', card('4', '102', 'BS')).number).toBe(0);
    expect(compareNumberStrip('B24/130', card('4', '130', 'B2')).number).toBe(1);
  });

  it('takes the word before the slash, with or without the set code glued to it', () => {
    expect(compareNumberStrip('176 030/159 Illus', card('030', '159', 'JTG')).number).toBe(1);
    expect(compareNumberStrip('PCG9048/68 o', card('48', '68', 'PCG9'))).toEqual({
      number: 1,
      total: 1,
      setCode: 1,
    });
    expect(compareNumberStrip('SWSH073/ 307', card('SWSH073', '307', 'swshp')).total).toBe(1);
  });

  it('forgives the lookalike characters small print is misread as', () => {
    const exact = card('TG05', '30', 'SWSH12');
    const read = compareNumberStrip('SWSH12TGO5/30', exact);
    expect(read.number).toBeGreaterThan(0.85);
    expect(read.number).toBeLessThan(1);
    expect(compareNumberStrip('SWSH12TGO5/30', card('TG15', '30', 'SWSH12')).number).toBeLessThan(
      read.number,
    );
  });

  it('reads promo numbers without a total anywhere in the strip', () => {
    expect(compareNumberStrip('o SWSH001', card('SWSH001', null, 'SWSHP')).number).toBe(1);
    expect(compareNumberStrip('', card('4', '102', 'BS'))).toEqual({
      number: 0,
      total: 0,
      setCode: 0,
    });
  });
});
