import { describe, expect, it } from 'vitest';
import { surfaceScore } from './surface-score.ts';

describe('surfaceScore', () => {
  it('is 10 for a surface where nothing was seen', () => {
    expect(surfaceScore({ glareShare: 0, scratchMm: 0, printLines: 0 })).toBe(10);
  });

  it('costs a point per 15 mm of scratches and a point and a half per print line', () => {
    expect(surfaceScore({ glareShare: 0, scratchMm: 30, printLines: 0 })).toBe(8);
    expect(surfaceScore({ glareShare: 0, scratchMm: 0, printLines: 2 })).toBe(7);
  });

  it('adds glare, scratches and print lines, in half points, never below 1', () => {
    expect(surfaceScore({ glareShare: 0.03, scratchMm: 15, printLines: 1 })).toBe(6.5);
    expect(surfaceScore({ glareShare: 0.5, scratchMm: 400, printLines: 6 })).toBe(1);
  });
});
