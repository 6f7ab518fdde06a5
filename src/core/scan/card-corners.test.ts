import { describe, expect, it } from 'vitest';
import { CARD_ASPECT } from './capture-geometry.ts';
import {
  type CardCorners,
  checkCorners,
  clientToImagePoint,
  defaultCorners,
  moveCornerByKey,
  parseCornersField,
  quadArea,
  roundCorners,
} from './card-corners.ts';

const PHOTO = { width: 800, height: 1000 };
const CARD: CardCorners = [
  [200, 150],
  [620, 180],
  [600, 760],
  [180, 730],
];

describe('checkCorners', () => {
  it('accepts a tilted clockwise card inside the photo', () => {
    expect(checkCorners(CARD, PHOTO)).toEqual({ ok: true, corners: CARD });
  });

  it('accepts corners lying on the photo edge', () => {
    const edge: CardCorners = [
      [0, 0],
      [800, 0],
      [800, 1000],
      [0, 1000],
    ];
    expect(checkCorners(edge, PHOTO).ok).toBe(true);
  });

  it.each([
    ['three points', CARD.slice(0, 3), /4 \[x, y\] points/],
    ['five points', [...CARD, [1, 1]], /4 \[x, y\] points/],
    ['a point with three numbers', [[1, 2, 3], ...CARD.slice(1)], /4 \[x, y\] points/],
    ['a string coordinate', [['1', 2], ...CARD.slice(1)], /finite numbers/],
    ['an infinite coordinate', [[Number.POSITIVE_INFINITY, 2], ...CARD.slice(1)], /finite/],
    ['an object', { corners: CARD }, /4 \[x, y\] points/],
    ['a point right of the photo', [[200, 150], [801, 180], ...CARD.slice(2)], /inside the image/],
    ['a negative coordinate', [[-1, 150], ...CARD.slice(1)], /inside the image \(800x1000/],
    ['counter-clockwise corners', [...CARD].reverse(), /clockwise/],
    ['a bow tie', [CARD[0], CARD[1], CARD[3], CARD[2]], /convex/],
    [
      'a dented quad',
      [
        [200, 150],
        [620, 180],
        [300, 300],
        [180, 730],
      ],
      /convex/,
    ],
    [
      'three corners on one line',
      [
        [100, 100],
        [400, 100],
        [700, 100],
        [100, 900],
      ],
      /convex/,
    ],
    [
      'a tiny card',
      [
        [100, 100],
        [180, 100],
        [180, 180],
        [100, 180],
      ],
      /at least 2% of the image/,
    ],
  ])('refuses %s', (_label, value, problem) => {
    const check = checkCorners(value, PHOTO);
    expect(check.ok).toBe(false);
    expect(check.ok ? '' : check.problem).toMatch(problem);
  });
});

describe('parseCornersField', () => {
  it('reads the JSON form field', () => {
    expect(parseCornersField(JSON.stringify(CARD), PHOTO)).toEqual({ ok: true, corners: CARD });
  });

  it('names broken JSON as the problem', () => {
    const check = parseCornersField('[[1,2],[3,4]', PHOTO);
    expect(check).toEqual({ ok: false, problem: expect.stringMatching(/must be JSON/) });
  });
});

describe('defaultCorners', () => {
  it('is an upright 63:88 card centred in the photo, clockwise from the top-left', () => {
    const [tl, tr, br, bl] = defaultCorners(PHOTO);
    expect(tr[0] - tl[0]).toBeCloseTo((br[1] - tr[1]) * CARD_ASPECT);
    expect(tl[1]).toBeCloseTo(tr[1]);
    expect(bl[0]).toBeCloseTo(tl[0]);
    expect((tl[0] + tr[0]) / 2).toBeCloseTo(400);
    expect((tl[1] + bl[1]) / 2).toBeCloseTo(500);
    expect(checkCorners(defaultCorners(PHOTO), PHOTO).ok).toBe(true);
    expect(
      checkCorners(defaultCorners({ width: 1920, height: 1080 }), { width: 1920, height: 1080 }).ok,
    ).toBe(true);
  });
});

describe('clientToImagePoint', () => {
  const box = { left: 40, top: 100, width: 400, height: 500 };

  it('scales a pointer over the shown photo to photo pixels', () => {
    expect(clientToImagePoint({ x: 240, y: 350 }, box, PHOTO)).toEqual([400, 500]);
    expect(clientToImagePoint({ x: 40, y: 100 }, box, PHOTO)).toEqual([0, 0]);
    expect(clientToImagePoint({ x: 140, y: 600 }, box, PHOTO)).toEqual([200, 1000]);
  });

  it('keeps a pointer dragged past the photo on its edge', () => {
    expect(clientToImagePoint({ x: 0, y: 900 }, box, PHOTO)).toEqual([0, 1000]);
    expect(clientToImagePoint({ x: 999, y: -5 }, box, PHOTO)).toEqual([800, 0]);
  });
});

describe('moveCornerByKey', () => {
  it('moves one corner by 0.5% of the longer side per arrow, 5x with Shift', () => {
    const right = moveCornerByKey(CARD, 1, 'ArrowRight', false, PHOTO);
    expect(right?.[1]).toEqual([625, 180]);
    expect(right?.[0]).toEqual(CARD[0]);
    expect(moveCornerByKey(CARD, 2, 'ArrowUp', true, PHOTO)?.[2]).toEqual([600, 735]);
  });

  it('stops at the photo edge and ignores other keys', () => {
    const atEdge: CardCorners = [[2, 2], CARD[1], CARD[2], CARD[3]];
    expect(moveCornerByKey(atEdge, 0, 'ArrowLeft', true, PHOTO)?.[0]).toEqual([0, 2]);
    expect(moveCornerByKey(CARD, 0, 'Enter', false, PHOTO)).toBeNull();
  });
});

describe('quadArea and roundCorners', () => {
  it('measures a clockwise rectangle as positive', () => {
    expect(
      quadArea([
        [0, 0],
        [10, 0],
        [10, 20],
        [0, 20],
      ]),
    ).toBe(200);
  });

  it('rounds to a tenth of a pixel', () => {
    expect(
      roundCorners([
        [1.234, 5.678],
        [1, 2],
        [3, 4],
        [5, 6],
      ])[0],
    ).toEqual([1.2, 5.7]);
  });
});
