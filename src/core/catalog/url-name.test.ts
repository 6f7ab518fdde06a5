import { describe, expect, it } from 'vitest';
import { toUrlName } from './url-name.ts';

describe('toUrlName', () => {
  it.each([
    ['Surging Sparks', 'surging-sparks'],
    ['Scarlet & Violet—151', 'scarlet-violet-151'],
    ['Pokémon GO', 'pokemon-go'],
    ['  Base Set  ', 'base-set'],
    ['Sun & Moon: Guardians Rising', 'sun-moon-guardians-rising'],
    ['ポケモンカード151', 'ポケモンカード151'],
    ['超電ブレイカー', '超電ブレイカー'],
    ['!!!', ''],
  ])('slugs %j as %j', (name, expected) => {
    expect(toUrlName(name)).toBe(expected);
  });
});
