import { describe, expect, it } from 'vitest';
import { withDemoDays } from './demo-price-series.ts';
import type { PriceSeries } from './holdings.repository.ts';

const stored: PriceSeries = {
  productId: 'base1-4',
  variant: 'normal',
  offsets: [-3, 1],
  market: [500, 700],
  ladder: null,
};

describe('withDemoDays', () => {
  it("adds a demo database's simulated days, a stored day winning over a simulated one", () => {
    const [merged, other] = withDemoDays(
      [stored],
      [
        { p: 'base1-4', v: 'normal', start: '2025-01-01', days: [[100], [200], [300]] },
        { p: 'base1-2', v: 'holo', start: '2024-12-31', days: [[50, 900]] },
      ],
      '2025-01-01',
    );
    expect(merged).toMatchObject({ offsets: [-3, 0, 1, 2], market: [500, 100, 700, 300] });
    expect(other).toMatchObject({ productId: 'base1-2', offsets: [-1], market: [50] });
    expect(other?.ladder?.psa10).toEqual([900]);
  });
});
