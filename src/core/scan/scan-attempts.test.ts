import { describe, expect, it } from 'vitest';
import { describeScanAttempts, type ScanAttempt } from './scan-attempts.ts';

const single: ScanAttempt = {
  scanType: 'cards',
  scanMode: 'single',
  withCorners: false,
  outlines: 0,
};

describe('describeScanAttempts', () => {
  it('says a single-card photo had no outline, then the whole photo was tried', () => {
    expect(describeScanAttempts(single)).toEqual([
      'Looked for a card outline: none found',
      'tried the whole photo as one card',
    ]);
  });

  it('counts the outlines that were found but matched no card', () => {
    expect(describeScanAttempts({ ...single, outlines: 2 })[0]).toBe(
      'Looked for a card outline: 2 found, none matched a card',
    );
  });

  it("names the user's own corners, several cards, a binder page and a sealed product", () => {
    expect(describeScanAttempts({ ...single, withCorners: true })).toEqual([
      'Read the card inside the corners you placed',
    ]);
    expect(describeScanAttempts({ ...single, scanMode: 'multi' })).toEqual([
      'Looked for up to 10 cards lying apart',
    ]);
    expect(describeScanAttempts({ ...single, scanMode: 'binder' })).toEqual([
      'Looked for a binder page of 3 x 3 pockets',
    ]);
    expect(describeScanAttempts({ ...single, scanType: 'sealed' })).toEqual([
      'Looked for a box or pack',
      'looked for a barcode',
    ]);
  });
});
