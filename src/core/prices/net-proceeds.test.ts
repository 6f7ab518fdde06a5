import { describe, expect, it } from 'vitest';
import { feeScheduleOn } from './fee-schedules.ts';
import { collectionNetCents, DEFAULT_SHIPPING_CENTS, netIfSold } from './net-proceeds.ts';

const NO_SHIPPING = { tcgplayer: 0, ebay: 0, cardmarket: 0 };

describe('feeScheduleOn', () => {
  it.each([
    ['tcgplayer', '2024-12-31', '2023-01-01'],
    ['tcgplayer', '2025-01-01', '2025-01-01'],
    ['ebay', '2023-02-14', '2022-01-01'],
    ['ebay', '2023-02-15', '2023-02-15'],
    ['cardmarket', '2026-11-28', '2020-01-01'],
  ] as const)('charges a %s sale on %s by the schedule from %s', (marketplace, date, from) => {
    expect(feeScheduleOn(marketplace, date)?.effectiveFrom).toBe(from);
  });

  it('has no schedule before the first one', () => {
    expect(feeScheduleOn('tcgplayer', '2022-12-31')).toBeNull();
    expect(netIfSold('tcgplayer', 1000, '2022-12-31', NO_SHIPPING)).toBeNull();
  });
});

describe('netIfSold', () => {
  it.each([
    // 10.25% + 2.5% of $100 + $0.30 the day before the 2025 schedule, 10.75% from it.
    ['tcgplayer', 10_000, '2024-12-31', 1305],
    ['tcgplayer', 10_000, '2025-01-01', 1355],
    // eBay trading cards: 12.9% + $0.30, then 13.25% with $0.40 per order over $10.
    ['ebay', 10_000, '2023-02-14', 1320],
    ['ebay', 10_000, '2023-02-15', 1365],
    ['ebay', 1_000, '2023-02-15', 163],
    // Above $7,500 eBay charges 2.35% of the rest: 13.25% x 7,500 + 2.35% x 2,500 + $0.40.
    ['ebay', 1_000_000, '2026-01-01', 99_375 + 5_875 + 40],
    ['cardmarket', 10_000, '2026-01-01', 500],
  ] as const)('%s: %i cents on %s costs %i cents in fees', (marketplace, price, date, fees) => {
    expect(netIfSold(marketplace, price, date, NO_SHIPPING)).toMatchObject({
      feesCents: fees,
      netCents: price - fees,
    });
  });

  it('takes the shipping off and never nets below zero', () => {
    expect(netIfSold('ebay', 10_000, '2026-01-01', DEFAULT_SHIPPING_CENTS)?.netCents).toBe(
      10_000 - 1365 - 150,
    );
    expect(netIfSold('tcgplayer', 50, '2026-01-01', DEFAULT_SHIPPING_CENTS)?.netCents).toBe(0);
  });
});

describe('collectionNetCents', () => {
  it('sums each copy sold as its own order and skips unpriced items', () => {
    const items = [
      { unitCents: 10_000, quantity: 2 },
      { unitCents: null, quantity: 5 },
      { unitCents: 50, quantity: 3 },
    ];
    expect(collectionNetCents(items, 'cardmarket', '2026-01-01', NO_SHIPPING)).toBe(
      2 * 9500 + 3 * 47,
    );
    expect(collectionNetCents(items, 'tcgplayer', '2026-01-01', DEFAULT_SHIPPING_CENTS)).toBe(
      2 * (10_000 - 1355 - 100),
    );
  });
});
