import { describe, expect, it } from 'vitest';
import { changePercent, roiPercent, TYPICAL_MSRP_CENTS } from './typical-msrp.ts';

describe('insights arithmetic', () => {
  it('computes ROI against MSRP, and none without an MSRP', () => {
    expect(roiPercent(8000, 4999)).toBeCloseTo(60.032, 3);
    expect(roiPercent(300, 449)).toBeCloseTo(-33.185, 3);
    expect(roiPercent(8000, null)).toBeNull();
    expect(roiPercent(8000, 0)).toBeNull();
  });

  it('computes a change in percent from a positive base only', () => {
    expect(changePercent(200, 300)).toBe(50);
    expect(changePercent(400, 100)).toBe(-75);
    expect(changePercent(0, 100)).toBeNull();
    expect(changePercent(null, 100)).toBeNull();
  });

  it('derives box and bundle MSRPs from the pack price', () => {
    expect(TYPICAL_MSRP_CENTS['booster-box']).toBe(36 * 449);
    expect(TYPICAL_MSRP_CENTS['booster-bundle']).toBe(6 * 449);
  });
});
