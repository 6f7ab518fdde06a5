import { describe, expect, it } from 'vitest';
import type { PriceAlert } from '#core/price-alerts/price-alert.schema.ts';
import { describeAlert } from './describe-alert.ts';

const base: PriceAlert = {
  id: 1,
  kind: 'product_above',
  productId: 'base1-4',
  variant: 'normal',
  productName: 'Charizard',
  thresholdCents: 12_345,
  thresholdPercent: null,
  windowDays: null,
  active: true,
  createdAt: '2030-01-01T00:00:00.000Z',
};
const percent = { thresholdCents: null, thresholdPercent: 15, windowDays: 7 };
const whole = { productId: null, variant: null, productName: null };

describe('describeAlert', () => {
  it.each([
    [base, 'Charizard goes above $123.45'],
    [
      { ...base, kind: 'product_below' as const, thresholdCents: 500 },
      'Charizard goes below $5.00',
    ],
    [
      { ...base, ...percent, kind: 'product_move' as const, windowDays: 1 },
      'Charizard moves 15% in a day',
    ],
    [
      { ...base, ...percent, ...whole, kind: 'collection_move' as const },
      "My collection's value moves 15% in 7 days",
    ],
    [
      { ...base, ...percent, ...whole, kind: 'wishlist_drop' as const, windowDays: 30 },
      'Any wishlist item drops 15% in 30 days',
    ],
  ])('says what %o watches', (alert, line) => {
    expect(describeAlert(alert)).toBe(line);
  });
});
