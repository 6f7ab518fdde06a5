import { describe, expect, it } from 'vitest';
import { summarizeFaces } from './summary.ts';
import { surfaceScore } from './surface-score.ts';

describe('surfaceScore', () => {
  it('is 10 for a surface where nothing was seen', () => {
    expect(surfaceScore({ glareShare: 0, scratchMm: 0, printLines: 0 })).toBe(10);
  });

  it('costs a point per 15 mm of scratches and a point and a half per print line', () => {
    expect(surfaceScore({ glareShare: 0, scratchMm: 30, printLines: 0 })).toBe(8);
    expect(surfaceScore({ glareShare: 0, scratchMm: 0, printLines: 2 })).toBe(7);
  });

  it('adds scratches and print lines, in half points, never below 1; a little glare costs nothing', () => {
    expect(surfaceScore({ glareShare: 0.02, scratchMm: 15, printLines: 1 })).toBe(7.5);
    expect(surfaceScore({ glareShare: 0, scratchMm: 400, printLines: 6 })).toBe(1);
  });

  it('does not score a surface that glare hides', () => {
    expect(surfaceScore({ glareShare: 0.3, scratchMm: 0, printLines: 0 })).toBeNull();
  });
});

describe('one glare patch on a clean card', () => {
  it('leaves the estimate with its centering, corners and edges instead of dropping it to 1.5', () => {
    const surface = surfaceScore({ glareShare: 0.3, scratchMm: 0, printLines: 0 });
    const { overall } = summarizeFaces(
      {
        lines: {
          outer: { left: 0, right: 630, top: 0, bottom: 880 },
          inner: { left: 30, right: 600, top: 30, bottom: 850 },
        },
        subscores: { corners: 10, edges: 10, surface },
      },
      null,
    );
    expect(overall).toBe(10);
  });
});
