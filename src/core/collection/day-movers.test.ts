import { describe, expect, it } from 'vitest';
import type { TcgProduct } from '../catalog/product.schema.ts';
import { buildRows } from './collection-view.ts';
import { describeCopy, getDayMovers, printingLabel } from './day-movers.ts';
import type { UserProduct } from './user-product.schema.ts';

const charizard = {
  product_id: 'base1-4',
  product_name: 'Charizard',
  variants: [{ type: 'normal' }, { type: 'holo' }],
} as TcgProduct;

function item(id: number, overrides: Partial<UserProduct> = {}): UserProduct {
  return {
    id,
    product_id: 'base1-4',
    product_name: 'Charizard',
    variant: 'holo',
    wishlist: false,
    quantity: 1,
    graded: false,
    grade_score: null,
    grading_company: null,
    binder_id: null,
    created_at: '2025-01-01T10:00:00Z',
    TCGProduct: charizard,
    ...overrides,
  } as UserProduct;
}

const change = (daily: number) => ({
  current_value: 100,
  previous_value: 100 - daily,
  daily_change: daily,
  unit_value: 100,
  price_date: '2025-01-10',
  price_source: 'tcgplayer',
});

const rows = buildRows(
  [
    item(1, { graded: true, grading_company: 'CGC', grade_score: 9 }),
    item(2),
    item(3, { binder_id: 7, variant: 'normal' }),
    item(4, { created_at: '2025-01-10T08:00:00Z' }),
    item(5, { wishlist: true }),
    item(6, { binder_id: 7, created_at: '2025-01-02T10:00:00Z' }),
  ],
  {
    '1': change(30),
    '2': change(5),
    '3': change(-2),
    '4': change(50),
    '5': change(90),
    '6': change(4),
  },
);
const names = (movers: ReturnType<typeof getDayMovers>['gainers']) =>
  movers.map((mover) => `${mover.row.item.product_name} (${mover.detail})`);

describe('getDayMovers', () => {
  it('names printing and grade, and leaves out items added today and the wishlist', () => {
    const movers = getDayMovers(rows, { binderId: null, today: '2025-01-10' });
    expect(names(movers.gainers)).toEqual([
      'Charizard (Holo · CGC 9)',
      'Charizard (Holo · added 2025-01-01)',
      'Charizard (Holo · added 2025-01-02)',
    ]);
    expect(names(movers.losers)).toEqual(['Charizard (Normal)']);
  });

  it('follows the selected binder', () => {
    const movers = getDayMovers(rows, { binderId: 7, today: '2025-01-10' });
    expect(names(movers.gainers)).toEqual(['Charizard (Holo)']);
    expect(names(movers.losers)).toEqual(['Charizard (Normal)']);
  });
});

describe('printing labels', () => {
  it('reads a printing key the product does not list', () => {
    expect(printingLabel('holo/sub:shadowless/stamp:1st-edition')).toBe(
      'Holo, shadowless, 1st edition',
    );
    expect(describeCopy(item(9, { variant: 'reverse/foil:masterball' }))).toBe(
      'Reverse holo, masterball',
    );
  });
});
