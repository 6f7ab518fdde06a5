import { describe, expect, it } from 'vitest';
import {
  CARD_ASPECT,
  expandRect,
  fitGuideRect,
  getGuideAspect,
  getOutputSize,
  mapViewRectToVideo,
  SEALED_ASPECT,
} from './capture-geometry.ts';

describe('getGuideAspect', () => {
  it.each([
    ['cards', 'single', CARD_ASPECT],
    ['sealed', 'single', SEALED_ASPECT],
    ['sealed', 'multi', SEALED_ASPECT],
    ['cards', 'multi', null],
  ] as const)('%s in %s mode -> %s', (scanType, scanMode, aspect) => {
    expect(getGuideAspect(scanType, scanMode)).toBe(aspect);
  });

  it('gives a binder page a taller-than-wide guide and sealed a wider one than cards', () => {
    const binder = getGuideAspect('cards', 'binder') ?? 0;
    expect(binder).toBeGreaterThan(0.6);
    expect(binder).toBeLessThan(1);
    expect(SEALED_ASPECT).toBeGreaterThan(CARD_ASPECT);
  });
});

describe('fitGuideRect', () => {
  it('centres a 63:88 card limited by the height of a landscape view', () => {
    const rect = fitGuideRect({ width: 1000, height: 500 }, CARD_ASPECT, 0.8);
    expect(rect.height).toBeCloseTo(400);
    expect(rect.width).toBeCloseTo(400 * CARD_ASPECT);
    expect(rect.x + rect.width / 2).toBeCloseTo(500);
    expect(rect.y).toBeCloseTo(50);
  });

  it('is limited by the width of a narrow portrait view', () => {
    const rect = fitGuideRect({ width: 300, height: 900 }, CARD_ASPECT, 0.8);
    expect(rect.width).toBeCloseTo(240);
    expect(rect.height).toBeCloseTo(240 / CARD_ASPECT);
    expect(rect.y + rect.height / 2).toBeCloseTo(450);
  });

  it('covers the whole view without an aspect (multi scan)', () => {
    expect(fitGuideRect({ width: 640, height: 480 }, null)).toEqual({
      x: 0,
      y: 0,
      width: 640,
      height: 480,
    });
  });
});

describe('mapViewRectToVideo (object-fit: cover)', () => {
  it('is the identity when view and video are the same size', () => {
    const rect = { x: 10, y: 20, width: 100, height: 140 };
    expect(
      mapViewRectToVideo(rect, { width: 640, height: 480 }, { width: 640, height: 480 }),
    ).toEqual(rect);
  });

  it('scales when the view is a smaller copy of the video', () => {
    const rect = { x: 100, y: 50, width: 200, height: 100 };
    const mapped = mapViewRectToVideo(
      rect,
      { width: 960, height: 540 },
      { width: 1920, height: 1080 },
    );
    expect(mapped).toEqual({ x: 200, y: 100, width: 400, height: 200 });
  });

  it('accounts for the sides cut off when a landscape video fills a portrait view', () => {
    // 1920x1080 in a 360x640 view: scale 640/1080, shown 1137.8 wide, 388.9 px cut on each side.
    const view = { width: 360, height: 640 };
    const video = { width: 1920, height: 1080 };
    const full = mapViewRectToVideo({ x: 0, y: 0, width: 360, height: 640 }, view, video);
    expect(full).toEqual({ x: 656, y: 0, width: 608, height: 1080 });
    const centre = mapViewRectToVideo({ x: 130, y: 270, width: 100, height: 100 }, view, video);
    expect(centre.x + centre.width / 2).toBeCloseTo(960, 0);
    expect(centre.y + centre.height / 2).toBeCloseTo(540, 0);
    expect(Math.abs(centre.width - 100 / (640 / 1080))).toBeLessThanOrEqual(1);
  });

  it('accounts for the top and bottom cut off when a video fills a wider view', () => {
    // 640x480 in a 1280x480 view: scale 2, shown 1280x960, 240 px cut top and bottom.
    const mapped = mapViewRectToVideo(
      { x: 0, y: 0, width: 1280, height: 480 },
      { width: 1280, height: 480 },
      { width: 640, height: 480 },
    );
    expect(mapped).toEqual({ x: 0, y: 120, width: 640, height: 240 });
  });

  it('clips a rectangle reaching past the frame', () => {
    const mapped = mapViewRectToVideo(
      { x: -50, y: -50, width: 800, height: 600 },
      { width: 640, height: 480 },
      { width: 640, height: 480 },
    );
    expect(mapped).toEqual({ x: 0, y: 0, width: 640, height: 480 });
  });
});

describe('expandRect', () => {
  it('adds a margin on every side', () => {
    expect(
      expandRect({ x: 100, y: 100, width: 100, height: 200 }, 0.1, { width: 1000, height: 1000 }),
    ).toEqual({ x: 90, y: 80, width: 120, height: 240 });
  });

  it('stays inside the bounds', () => {
    expect(
      expandRect({ x: 0, y: 10, width: 100, height: 100 }, 0.5, { width: 120, height: 200 }),
    ).toEqual({ x: 0, y: 0, width: 120, height: 160 });
  });
});

describe('getOutputSize', () => {
  it('caps the width at 1200 px and keeps the aspect', () => {
    expect(getOutputSize({ width: 1920, height: 1080 })).toEqual({ width: 1200, height: 675 });
    expect(getOutputSize({ width: 2400, height: 3352 })).toEqual({ width: 1200, height: 1676 });
  });

  it('never scales a narrow crop up', () => {
    expect(getOutputSize({ width: 773, height: 1080 })).toEqual({ width: 773, height: 1080 });
    expect(getOutputSize({ width: 1200, height: 900 })).toEqual({ width: 1200, height: 900 });
  });

  it('takes a custom maximum', () => {
    expect(getOutputSize({ width: 1000, height: 500 }, 400)).toEqual({ width: 400, height: 200 });
  });
});
