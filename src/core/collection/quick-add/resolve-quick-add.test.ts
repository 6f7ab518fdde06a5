import { describe, expect, it } from 'vitest';
import { parseQuickAdd } from './parse-quick-add.ts';
import { QUICK_ADD_CARDS, QUICK_ADD_SETS } from './quick-add.fixtures.ts';
import { buildQuickAddCatalog, setIdKey } from './quick-add-catalog.ts';
import { resolveQuickAdd } from './resolve-quick-add.ts';

const catalog = buildQuickAddCatalog(QUICK_ADD_SETS, QUICK_ADD_CARDS);

function resolve(line: string) {
  const parsed = parseQuickAdd(line);
  if (!parsed.ok) {
    throw new Error(parsed.error);
  }
  return resolveQuickAdd(catalog, parsed.request);
}

function foundId(line: string) {
  const result = resolve(line);
  return result.status === 'found' ? result.card.product_id : result;
}

describe('resolveQuickAdd', () => {
  it.each([
    ['sv3 125', 'sv03-125'],
    ['OBF 125/197', 'sv03-125'],
    ['obf 223', 'sv03-223'],
    ['151 199 RH x3', 'sv03.5-199'],
    ['MEW 151', 'sv03.5-151'],
    ['swsh12pt5 GG44', 'swsh12.5gg-GG44'],
    ['CRZ gg44', 'swsh12.5gg-GG44'],
    ['SV2a 173', 'ja-SV2a-173'],
    ['sv2a 173 zh', 'zh-tw-SV2a-173'],
    ['jp sv3 125', 'ja-SV3-125'],
    ['SIT TG5', 'swsh12tg-TG05'],
    ['swsh12 tg05', 'swsh12tg-TG05'],
    ['SWSH050', 'swshp-SWSH050'],
    ['swshp swsh50', 'swshp-SWSH050'],
    ['Obsidian Flames 125', 'sv03-125'],
    ['obsidian 125', 'sv03-125'],
    ['crown zenith gg44', 'swsh12.5gg-GG44'],
    ['sv03-125', 'sv03-125'],
    ['zh-tw-SV2a 6', 'zh-tw-SV2a-006'],
    ['ja-sv3 125', 'ja-SV3-125'],
  ])('%j is %s', (line, id) => {
    expect(foundId(line)).toBe(id);
  });

  it('lists the candidates when only a number is typed and several cards carry it', () => {
    const result = resolve('125');
    expect(result.status).toBe('choose');
    if (result.status === 'choose') {
      expect(result.candidates.map((card) => card.product_id).sort()).toEqual([
        'sv02-125',
        'sv03-125',
      ]);
      expect(result.reason).toBe('2 cards are numbered 125: add the set');
    }
  });

  it('uses the typed set size to pick among cards with the same number', () => {
    expect(foundId('125/197')).toBe('sv03-125');
    expect(foundId('125/193')).toBe('sv02-125');
  });

  it('names an unknown set or a number the set lacks', () => {
    expect(resolve('xyz 12')).toEqual({ status: 'unknown', reason: 'No set matches "xyz"' });
    expect(resolve('OBF 999')).toEqual({
      status: 'unknown',
      reason: 'Obsidian Flames has no card 999',
    });
    expect(resolve('9999')).toEqual({ status: 'unknown', reason: 'No card is numbered 9999' });
    expect(resolve('jp OBF 125')).toEqual({ status: 'unknown', reason: 'No set matches "OBF"' });
  });
});

describe('setIdKey', () => {
  it.each([
    ['sv03', 'sv3'],
    ['sv3', 'sv3'],
    ['sv03.5', 'sv3.5'],
    ['sv3pt5', 'sv3.5'],
    ['swsh12pt5', 'swsh12.5'],
    ['ja-SV2a', 'sv2a'],
    ['zh-tw-SV2a', 'sv2a'],
    ['base1', 'base1'],
  ])('%s → %s', (id, key) => {
    expect(setIdKey(id)).toBe(key);
  });
});
