/** Axis ticks for value charts: round values covering the series, and evenly spread dates. */

/** A step of 1, 2, 2.5 or 5 times a power of ten, about (max - min) / count. */
function niceStep(span: number, count: number): number {
  const raw = span / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice =
    fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

export type ValueAxis = { min: number; max: number; ticks: number[] };

/**
 * About `count` round tick values from a multiple of the step at or below `min` to one at or
 * above `max`; the chart's value scale runs over the same span so the grid lines meet the line.
 * A flat series gets a span around its value; nothing below zero unless a value is.
 */
export function getValueAxis(min: number, max: number, count = 4): ValueAxis {
  let low = min;
  let high = max;
  if (!(high > low)) {
    const pad = Math.abs(low) > 0 ? Math.abs(low) * 0.1 : 1;
    low -= pad;
    high += pad;
    if (min >= 0) {
      low = Math.max(0, low);
    }
  }
  const step = niceStep(high - low, count);
  const start = Math.floor(low / step) * step;
  const end = Math.ceil(high / step) * step;
  const ticks: number[] = [];
  for (let value = start; value <= end + step / 2; value += step) {
    ticks.push(Math.round(value * 100) / 100);
  }
  return { min: start, max: end, ticks };
}

/** Indexes of up to `count` points spread evenly from the first to the last, both kept. */
export function getDateTickIndexes(length: number, count = 4): number[] {
  if (length <= 0) {
    return [];
  }
  if (length <= count) {
    return Array.from({ length }, (_, index) => index);
  }
  const last = length - 1;
  const indexes = Array.from({ length: count }, (_, i) => Math.round((i * last) / (count - 1)));
  return [...new Set(indexes)];
}
