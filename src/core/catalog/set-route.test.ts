import { describe, expect, it } from 'vitest';
import { getSetRoute, type SetLike } from './set-route.ts';

describe('getSetRoute', () => {
  it.each<[string, SetLike, string | null]>([
    ['english by default', { set_name_id: 'sv08', id: 'x' }, '/sets/sv08'],
    ['english language', { id: 'base1', language: 'english' }, '/sets/base1'],
    ['japanese language', { id: 'ja-SV2a', language: 'japanese' }, '/japanese/sets/ja-SV2a'],
    [
      'language is case-insensitive',
      { id: 'ja-SV8', language: 'Japanese' },
      '/japanese/sets/ja-SV8',
    ],
    ['japanese game', { id: 'ja-SV8', game: 'Pokemon Japan' }, '/japanese/sets/ja-SV8'],
    ['chinese language', { id: 'zh-tw-SV8', language: 'chinese' }, '/chinese/sets/zh-tw-SV8'],
    ['chinese game', { id: 'zh-tw-SV8', game: 'Pokemon Chinese' }, '/chinese/sets/zh-tw-SV8'],
    ['set_name_id wins over id', { set_name_id: 'a', id: 'b', setId: 'c' }, '/sets/a'],
    ['id wins over setId', { id: 'b', setId: 'c', name: 'Name' }, '/sets/b'],
    ['setId wins over name', { setId: 'c', name: 'Name' }, '/sets/c'],
    ['empty ids are skipped', { set_name_id: '', id: '', setId: 'c' }, '/sets/c'],
    ['name is URL-encoded', { name: 'Base Set 2' }, '/sets/Base%20Set%202'],
    ['set_name when no name', { set_name: 'Jungle & Fossil' }, '/sets/Jungle%20%26%20Fossil'],
    [
      'japanese name',
      { name: 'ポケモンカード151', language: 'japanese' },
      `/japanese/sets/${encodeURIComponent('ポケモンカード151')}`,
    ],
    ['nothing to link', { language: 'english' }, null],
    ['empty name', { name: '' }, null],
  ])('%s', (_label, set, expected) => {
    expect(getSetRoute(set)).toBe(expected);
  });
});
