import { describe, expect, it } from 'vitest';
import { parseQuickAdd } from './parse-quick-add.ts';

function request(line: string) {
  const parsed = parseQuickAdd(line);
  if (!parsed.ok) {
    throw new Error(parsed.error);
  }
  return parsed.request;
}

describe('parseQuickAdd', () => {
  it.each([
    ['sv3 125', { set: 'sv3', number: '125' }],
    ['OBF 125/197', { set: 'OBF', number: '125', total: '197' }],
    ['swsh12pt5 GG44', { set: 'swsh12pt5', number: 'GG44' }],
    ['SV2a 173', { set: 'SV2a', number: '173' }],
    ['swshp SWSH050', { set: 'swshp', number: 'SWSH050' }],
    ['sit TG05', { set: 'sit', number: 'TG05' }],
    ['Obsidian Flames 125', { set: 'Obsidian Flames', number: '125' }],
    ['  sV3    125  ', { set: 'sV3', number: '125' }],
    ['sv03-125', { set: 'sv03', number: '125' }],
    ['SWSH050', { set: '', number: 'SWSH050' }],
  ])('reads the set and number of %j', (line, expected) => {
    expect(request(line)).toMatchObject(expected);
  });

  it('reads printing, condition and quantity tokens anywhere on the line', () => {
    expect(request('151 199 RH x3')).toMatchObject({
      set: '151',
      number: '199',
      quantity: 3,
      printing: { type: 'reverse', stamps: [] },
    });
    expect(request('lp 2x base1 4 1st holo')).toMatchObject({
      set: 'base1',
      number: '4',
      condition: 'LP',
      quantity: 2,
      printing: { type: 'holo', stamps: ['1st-edition'] },
    });
    expect(request('MEW 25 Master-Ball DMG')).toMatchObject({
      condition: 'DMG',
      printing: { foil: 'masterball', stamps: [] },
    });
    expect(request('base1 4 1ED shadowless ×2 hp')).toMatchObject({
      quantity: 2,
      condition: 'HP',
      printing: { subtype: 'shadowless', stamps: ['1st-edition'] },
    });
    expect(request('sv3 125 reverse pokeball nm').printing).toEqual({
      type: 'reverse',
      foil: 'pokeball',
      stamps: [],
    });
  });

  it('reads a language token', () => {
    expect(request('jp sv3 125')).toMatchObject({ set: 'sv3', language: 'japanese' });
    expect(request('SV2a 173 zh')).toMatchObject({ language: 'chinese' });
  });

  it('leaves optional tokens unset when not typed', () => {
    const plain = request('sv3 125');
    expect(plain.quantity).toBeUndefined();
    expect(plain.condition).toBeUndefined();
    expect(plain.printing).toEqual({ stamps: [] });
  });

  it('names the problem when there is no card number', () => {
    expect(parseQuickAdd('')).toMatchObject({ ok: false, error: /Type a set and a card number/ });
    expect(parseQuickAdd('obsidian flames')).toMatchObject({
      ok: false,
      error: /"obsidian flames" has no card number/,
    });
    expect(parseQuickAdd('x3 nm')).toMatchObject({ ok: false, error: /^No card number/ });
  });
});
