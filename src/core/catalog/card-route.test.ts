import { describe, expect, it } from 'vitest';
import { type CardLike, getCardRoute } from './card-route.ts';

describe('getCardRoute', () => {
  it.each<[string, CardLike, string | null]>([
    ['english card', { product_id: 'sv08-057', language: 'english' }, '/card/sv08-057'],
    ['english by default', { product_id: 'base1-4' }, '/card/base1-4'],
    ['falls back to id', { id: 'base1-4' }, '/card/base1-4'],
    [
      'japanese language',
      { product_id: 'ja-SV2a-025', language: 'japanese' },
      '/japanese/card/ja-SV2a-025',
    ],
    [
      'japanese game',
      { product_id: 'ja-SV8-001', game: 'Pokemon Japanese' },
      '/japanese/card/ja-SV8-001',
    ],
    [
      'japanese set game',
      { product_id: 'ja-SV8-001', game: 'Pokemon Japan' },
      '/japanese/card/ja-SV8-001',
    ],
    [
      'chinese game',
      { product_id: 'zh-tw-SV8-001', game: 'Pokemon Chinese' },
      '/chinese/card/zh-tw-SV8-001',
    ],
    ['encodes odd ids', { product_id: 'exu-%3F' }, '/card/exu-%253F'],
    [
      'japanese lookup without id',
      {
        language: 'japanese',
        product_name: 'ピカチュウ',
        number: '025',
        set_name: 'ポケモンカード151',
      },
      `/japanese/card/?name=${encodeURIComponent('ピカチュウ')}&number=025&set=${encodeURIComponent('ポケモンカード151')}`,
    ],
    [
      'chinese lookup without id',
      { game: 'Pokemon Chinese', name: 'Pikachu ex', number: '', set_name: null },
      '/chinese/card/?name=Pikachu%20ex&number=&set=',
    ],
    ['english without id has no page', { product_name: 'Pikachu', number: '58' }, null],
  ])('%s', (_label, card, expected) => {
    expect(getCardRoute(card)).toBe(expected);
  });
});
