import { describe, expect, it } from 'vitest';
import { isBasicEnergy, LEGALITY_TABLES, legalityTableFor } from './format-legality.ts';

describe('legalityTableFor', () => {
  it.each([
    ['2025-04-10', '2025-04-11'],
    ['2025-04-11', '2025-04-11'],
    ['2026-04-09', '2025-04-11'],
    ['2026-04-10', '2026-04-10'],
    ['2026-11-24', '2026-04-10'],
  ])('on %s uses the table of %s', (day, version) => {
    expect(legalityTableFor(day).version).toBe(version);
  });

  it('every table names its source', () => {
    for (const table of LEGALITY_TABLES) {
      expect(table.source.length).toBeGreaterThan(10);
    }
  });
});

describe('isBasicEnergy', () => {
  it.each([
    [{ name: 'Lightning Energy', category: 'Energy', stage: null }, true],
    [{ name: 'Basic Psychic Energy', category: 'Energy', stage: null }, true],
    [{ name: 'Fire Energy', category: 'Energy', stage: 'Basic' }, true],
    [{ name: 'Double Turbo Energy', category: 'Energy', stage: null }, false],
    [{ name: 'Lightning Energy', category: 'Trainer', stage: null }, false],
  ])('%o: %s', (card, expected) => {
    expect(isBasicEnergy(card)).toBe(expected);
  });
});
