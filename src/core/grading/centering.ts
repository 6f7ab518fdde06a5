/** The four sides of a card, as positions in the rectified image (pixels, x to the right, y down). */
export type Sides = { left: number; right: number; top: number; bottom: number };

/**
 * The eight guide lines of one face: the card's outer edges and the inner frame (artwork border).
 * Both are in the same rectified image, so the borders are differences between them.
 */
export type GuideLines = { outer: Sides; inner: Sides };

/** A ratio the way graders write it: [first side %, second side %], summing to 100. */
export type Ratio = [number, number];

export type Centering = {
  leftRight: Ratio;
  topBottom: Ratio;
  /** The larger share of the worse axis (50 = perfect), in percent. */
  worst: number;
  /** The larger share of the better axis. */
  best: number;
  /** The worse axis first, e.g. '55/45 L/R, 52/48 T/B'. */
  label: string;
};

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The four border widths, or null when a line crosses its partner (no border left). */
export function borderWidths(lines: GuideLines): Sides | null {
  const { outer, inner } = lines;
  const widths = {
    left: inner.left - outer.left,
    right: outer.right - inner.right,
    top: inner.top - outer.top,
    bottom: outer.bottom - inner.bottom,
  };
  const valid = Object.values(widths).every((w) => Number.isFinite(w) && w > 0);
  return valid && inner.right > inner.left && inner.bottom > inner.top ? widths : null;
}

function ratioOf(a: number, b: number): Ratio {
  const first = round1((a / (a + b)) * 100);
  return [first, round1(100 - first)];
}

const larger = ([a, b]: Ratio) => Math.max(a, b);

const axisLabel = ([a, b]: Ratio, name: string) =>
  `${Math.round(Math.max(a, b))}/${Math.round(Math.min(a, b))} ${name}`;

/**
 * Centering of one face from its guide lines: L/(L+R) and T/(T+B) in percent (one decimal),
 * or null when the lines leave no border on some side.
 */
export function centeringFromLines(lines: GuideLines): Centering | null {
  const widths = borderWidths(lines);
  if (!widths) {
    return null;
  }
  const leftRight = ratioOf(widths.left, widths.right);
  const topBottom = ratioOf(widths.top, widths.bottom);
  const lrWorse = larger(leftRight) >= larger(topBottom);
  const worst = Math.max(larger(leftRight), larger(topBottom));
  const best = Math.min(larger(leftRight), larger(topBottom));
  const parts = [axisLabel(leftRight, 'L/R'), axisLabel(topBottom, 'T/B')];
  return {
    leftRight,
    topBottom,
    worst,
    best,
    label: (lrWorse ? parts : parts.reverse()).join(', '),
  };
}
