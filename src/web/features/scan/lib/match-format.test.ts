import { describe, expect, it } from 'vitest';
import type { ScanMatch } from '#core/scan/scan-result.schema.ts';
import { suggestsAdjusting } from './match-format.ts';

const withConfidence = (confidence: number) => ({ confidence }) as ScanMatch;

describe('suggestsAdjusting', () => {
  it('suggests outlining the card when the best match is below 50%', () => {
    expect(suggestsAdjusting(withConfidence(0.49))).toBe(true);
    expect(suggestsAdjusting(withConfidence(0.5))).toBe(false);
    expect(suggestsAdjusting(undefined)).toBe(false);
  });
});
