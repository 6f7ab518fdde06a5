import { describe, expect, it } from 'vitest';
import { readLooseDate, readLoosePrice } from './loose-values.ts';
import { readPrintingKey } from './printing-text.ts';

describe('readPrintingKey', () => {
  it.each([
    ['', null],
    ['Normal', 'normal'],
    ['Non-Holo', 'normal'],
    ['Holofoil', 'holo'],
    ['Reverse Holofoil', 'reverse'],
    ['1st Edition Holofoil', 'holo/stamp:1st-edition'],
    ['Shadowless Holo', 'holo/sub:shadowless'],
    ['Cosmos Holo', 'holo/foil:cosmos'],
    ['Poké Ball Holo', 'reverse/foil:pokeball'],
    ['Master Ball Reverse', 'reverse/foil:masterball'],
    ['Play! Pokémon (Cosmos Holo)', 'holo/stamp:player-rewards-program/foil:cosmos'],
    ['Jumbo (Expansion Stamp)', 'normal/stamp:set-logo/size:jumbo'],
  ])('%s -> %s', (text, key) => {
    expect(readPrintingKey(text)).toBe(key);
  });
});

describe('loose cell values', () => {
  it.each([
    ['$1,050.00', 1050],
    ['12,50', 12.5],
    ['€ 3', 3],
    ['', null],
    ['-1', 'invalid'],
  ])('price %s -> %s', (text, price) => {
    expect(readLoosePrice(text)).toBe(price);
  });

  it.each([
    ['2024-03-01', '2024-03-01'],
    ['2024-03-01T10:00:00Z', '2024-03-01'],
    ['03/15/2024', '2024-03-15'],
    ['2024-02-30', null],
    ['yesterday', null],
  ])('date %s -> %s', (text, date) => {
    expect(readLooseDate(text)).toBe(date);
  });
});
