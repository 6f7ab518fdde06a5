import { describe, expect, it } from 'vitest';
import type { ScanMatch } from '#core/scan/scan-result.schema.ts';
import { describeEdition, describePrice, suggestsAdjusting } from './match-format.ts';
import { pikachuMatch } from './scan-match.fixture.ts';

const withConfidence = (confidence: number) => ({ confidence }) as ScanMatch;

describe('suggestsAdjusting', () => {
  it('suggests outlining the card when the best match is below 50%', () => {
    expect(suggestsAdjusting(withConfidence(0.49))).toBe(true);
    expect(suggestsAdjusting(withConfidence(0.5))).toBe(false);
    expect(suggestsAdjusting(undefined)).toBe(false);
  });
});

describe('describeEdition and describePrice', () => {
  it('names set, number and language, so two matches of one name can be told apart', () => {
    const english = pikachuMatch();
    const japanese = pikachuMatch({
      database: {
        ...english.database,
        set_name: 'Super Electric Breaker',
        card_number: '33',
        language: 'japanese',
      },
    });
    expect(describeEdition(english)).toBe('Brilliant Stars · #50 · English');
    expect(describeEdition(japanese)).toBe('Super Electric Breaker · #33 · Japanese');
  });

  it('shows the market price with the printing it is for, or that there is none', () => {
    const holo = pikachuMatch();
    holo.database = {
      ...holo.database,
      market_price: 345.67,
      price_variant: 'holo/sub:shadowless',
    };
    expect(describePrice(holo)).toBe('Market price $345.67 (Holo – Shadowless)');
    holo.database = { ...holo.database, market_price: null, price_variant: null };
    expect(describePrice(holo)).toBe('No market price yet');
  });
});
