import { describe, expect, it } from 'vitest';
import type { TcgProduct } from '../catalog/product.schema.ts';
import {
  buildRows,
  type CollectionFilters,
  type CollectionSort,
  DEFAULT_FILTERS,
  filterRows,
  getBinderSummaries,
  getChangePercent,
  getCollectionTotals,
  getCostBasis,
  getPocketPage,
  getSortKeys,
  hasSimulatedPrices,
  sortRows,
} from './collection-view.ts';
import type { CollectionValues, UserProduct } from './user-product.schema.ts';

const product: TcgProduct = {
  product_id: 'sv1-1',
  product_name: 'Sprigatito',
  number: '1',
  set_name: 'Scarlet & Violet',
  set_id: 'sv1',
  set_code: 'SVI',
  set_abbrv: 'SVI',
  game: 'Pokemon',
  product_type: 'card',
  rarity: 'Common',
  image_url: null,
  market_price: 1,
  language: 'english',
  english_name: null,
  locale: null,
  illustrator: null,
  variants: null,
  sealed_type: null,
  packs: null,
  hp: null,
  types: null,
  category: null,
  release_date: null,
  tcgplayer_product_id: null,
  price_date: null,
  price_source: null,
  updated_at: '2025-01-01T00:00:00Z',
};

function item(id: number, overrides: Partial<UserProduct> = {}): UserProduct {
  return {
    id,
    product_id: `p${id}`,
    product_name: `Card ${id}`,
    variant: 'normal',
    api_id: null,
    wishlist: false,
    product_type: 'card',
    quantity: 1,
    condition: 'NM',
    game: 'Pokemon',
    language: 'english',
    graded: false,
    grade_score: null,
    grading_company: null,
    purchase_price: null,
    purchased_on: null,
    notes: null,
    binder_id: null,
    created_at: `2025-01-${String(id).padStart(2, '0')}T00:00:00Z`,
    updated_at: '2025-01-01T00:00:00Z',
    TCGProduct: { ...product, product_id: `p${id}`, product_name: `Card ${id}` },
    ...overrides,
  };
}

function value(current: number | null, change: number | null, source = 'tcgplayer') {
  return {
    current_value: current,
    previous_value: current === null || change === null ? null : current - change,
    daily_change: change,
    unit_value: current,
    price_date: '2025-01-10',
    price_source: source,
  };
}

const items = [
  item(1, { product_name: 'Pikachu', quantity: 2, purchase_price: 10, binder_id: 7 }),
  item(2, {
    product_name: 'charizard',
    language: 'japanese',
    graded: true,
    binder_id: 7,
    variant: 'holo/sub:shadowless/stamp:1st-edition',
  }),
  item(3, { product_name: 'Booster Box', product_type: 'sealed', language: 'chinese' }),
  item(4, { product_name: 'Mew', wishlist: true, purchase_price: 1 }),
  item(5, { product_name: 'Eevee', purchase_price: 40 }),
];
const values: CollectionValues = {
  '1': value(30, 4),
  '2': value(500, -20),
  '3': value(120, 0),
  '4': value(999, 50),
  '5': value(null, null),
};
const rows = buildRows(items, values);
const ids = (list: { item: { id: number } }[]) => list.map((row) => row.item.id);

describe('buildRows', () => {
  it('joins values and works out cost basis and profit per item', () => {
    expect(rows[0]).toMatchObject({ currentValue: 30, dailyChange: 4, costBasis: 20, profit: 10 });
    expect(rows[4]).toMatchObject({ currentValue: null, costBasis: 40, profit: null });
    expect(rows[2]).toMatchObject({ costBasis: null, profit: null });
  });

  it('leaves values unknown before they have loaded', () => {
    expect(buildRows(items, undefined)[0]).toMatchObject({ value: undefined, currentValue: null });
  });
});

describe('filterRows', () => {
  it.each<[string, Partial<CollectionFilters>, number[]]>([
    ['the collection by default (no wishlist)', {}, [1, 2, 3, 5]],
    ['the wishlist', { list: 'wishlist' }, [4]],
    ['everything', { list: 'all' }, [1, 2, 3, 4, 5]],
    ['Japanese items', { language: 'japanese' }, [2]],
    ['Chinese items', { language: 'chinese' }, [3]],
    ['sealed products', { kind: 'sealed' }, [3]],
    ['cards', { kind: 'card' }, [1, 2, 5]],
    ['graded items', { graded: 'graded' }, [2]],
    ['raw items', { graded: 'raw' }, [1, 3, 5]],
    ['a binder', { binder: 7 }, [1, 2]],
    ['items in no binder', { binder: 'none' }, [3, 5]],
    ['a name search, any case', { query: ' PIKA ' }, [1]],
    ['a set search', { query: 'scarlet' }, [1, 2, 3, 5]],
    ['combined filters', { binder: 7, graded: 'raw' }, [1]],
    ['one exact printing', { printing: 'holo/sub:shadowless/stamp:1st-edition' }, [2]],
    ['every printing of a type', { printing: 'holo' }, [2]],
    ['plain normal items', { printing: 'normal' }, [1, 3, 5]],
  ])('keeps %s', (_, filters, expected) => {
    expect(ids(filterRows(rows, { ...DEFAULT_FILTERS, ...filters }))).toEqual(expected);
  });
});

describe('getSortKeys', () => {
  it('offers the value sorts only where values are shown', () => {
    expect(getSortKeys(true)).toEqual(['value', 'daily_change', 'name', 'date_added', 'location']);
    expect(getSortKeys(false)).toEqual(['name', 'date_added', 'location']);
  });
});

describe('sortRows', () => {
  it.each<[CollectionSort, number[]]>([
    [{ key: 'value', direction: 'desc' }, [4, 2, 3, 1, 5]],
    [{ key: 'value', direction: 'asc' }, [1, 3, 2, 4, 5]],
    [{ key: 'daily_change', direction: 'desc' }, [4, 1, 3, 2, 5]],
    [{ key: 'daily_change', direction: 'asc' }, [2, 3, 1, 4, 5]],
    [{ key: 'name', direction: 'asc' }, [3, 2, 5, 4, 1]],
    [{ key: 'name', direction: 'desc' }, [1, 4, 5, 2, 3]],
    [{ key: 'date_added', direction: 'desc' }, [5, 4, 3, 2, 1]],
    [{ key: 'date_added', direction: 'asc' }, [1, 2, 3, 4, 5]],
  ])('%o -> %o (unknown values last)', (sort, expected) => {
    expect(ids(sortRows(rows, sort))).toEqual(expected);
  });

  it('does not change the input', () => {
    sortRows(rows, { key: 'name', direction: 'asc' });
    expect(ids(rows)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('the /home "Where" filter and "Location" sort', () => {
  // Binder 7 page 2 pocket 1, binder 7 page 1 pocket 4, binder 3 page 1 pocket 1 (issue 32),
  // a binder copy with no pocket, boxes "Box 10" and "box 2" (numeric order), nowhere.
  const placed = buildRows(
    [
      item(1, { binder_id: 7, binder_page: 2, binder_pocket: 1 }),
      item(2, { binder_id: 7, binder_page: 1, binder_pocket: 4 }),
      item(3, { binder_id: 3, binder_page: 1, binder_pocket: 1 }),
      item(4, { binder_id: 7 }),
      item(5, { box_name: 'Box 10', box_row: 1 }),
      item(6, { box_name: 'box 2', box_row: 5 }),
      item(7, { box_name: 'box 2', box_row: 3 }),
      item(8),
    ],
    undefined,
  );

  it.each<[string, CollectionFilters['place'], number[]]>([
    ['anywhere', 'all', [1, 2, 3, 4, 5, 6, 7, 8]],
    ['in a binder pocket', 'pocket', [1, 2, 3]],
    ['in a box', 'box', [5, 6, 7]],
    ['not filed (a binder without a pocket counts)', 'nowhere', [4, 8]],
  ])('keeps the copies %s', (_, place, expected) => {
    expect(ids(filterRows(placed, { ...DEFAULT_FILTERS, place }))).toEqual(expected);
  });

  it('combines the place with the binder filter', () => {
    const filters = { ...DEFAULT_FILTERS, binder: 7, place: 'pocket' } as const;
    expect(ids(filterRows(placed, filters))).toEqual([1, 2]);
  });

  it('sorts by binder, page and pocket, then box and row, unfiled copies last', () => {
    const sorted = sortRows(placed, { key: 'location', direction: 'asc' });
    expect(ids(sorted)).toEqual([3, 2, 1, 4, 7, 6, 5, 8]);
  });

  it('reverses the whole order when descending', () => {
    const sorted = sortRows(placed, { key: 'location', direction: 'desc' });
    expect(ids(sorted)).toEqual([8, 5, 6, 7, 4, 1, 2, 3]);
  });
});

describe('getCollectionTotals', () => {
  it('sums owned items only and compares the change with yesterday', () => {
    const totals = getCollectionTotals(rows);
    expect(totals).toMatchObject({
      value: 650,
      dailyChange: -16,
      costBasis: 20,
      profit: 10,
      profitPercent: 50,
      itemCount: 4,
      pricedCount: 3,
      cardCount: 5,
    });
    expect(totals.dailyChangePercent).toBeCloseTo((-16 / 666) * 100, 6);
  });

  it('is zero with unknown percents for an empty collection', () => {
    expect(getCollectionTotals([])).toMatchObject({
      value: 0,
      dailyChange: 0,
      dailyChangePercent: null,
      profitPercent: null,
      itemCount: 0,
    });
  });
});

describe('getChangePercent and getCostBasis', () => {
  it.each([
    [10, 110, 10],
    [-25, 75, -25],
    [5, 5, null],
    [0, 0, null],
  ])('change %d to %d is %s%%', (change, current, expected) => {
    const percent = getChangePercent(change, current);
    expect(percent === null ? null : Math.round(percent * 1e6) / 1e6).toBe(expected);
  });

  it.each([
    [{ purchase_price: 1.1, quantity: 3 }, 3.3],
    [{ purchase_price: 0, quantity: 2 }, 0],
    [{ purchase_price: null, quantity: 2 }, null],
  ])('cost basis of %o is %s', (input, expected) => {
    expect(getCostBasis(input)).toBe(expected);
  });
});

describe('getBinderSummaries', () => {
  it('counts owned items apart from wishlist items and sums owned value per binder', () => {
    const summaries = getBinderSummaries(rows);
    expect(summaries.get(7)).toEqual({ count: 2, wishlist: 0, value: 530 });
    expect(summaries.get('none')).toEqual({ count: 2, wishlist: 1, value: 120 });
    // The same owned count as the header's (getCollectionTotals).
    expect(summaries.get('all')).toEqual({ count: 4, wishlist: 1, value: 650 });
    expect(getCollectionTotals(rows).itemCount).toBe(4);
  });
});

describe('hasSimulatedPrices', () => {
  it.each([
    ['real prices', { '1': value(1, 0) }, false],
    ['a simulated price', { '1': value(1, 0, 'simulated') }, true],
  ])('is right for %s', (_, vals, expected) => {
    expect(hasSimulatedPrices(buildRows([item(1)], vals))).toBe(expected);
  });

  it('falls back to the catalog price source while values load', () => {
    const simulated = item(1, { TCGProduct: { ...product, price_source: 'simulated' } });
    expect(hasSimulatedPrices(buildRows([simulated], undefined))).toBe(true);
  });
});

describe('getPocketPage', () => {
  const letters = 'abcdefghijk'.split('');
  it.each([
    [1, 1, 'abcdefghi'],
    [2, 2, 'jk.......'],
    [9, 2, 'jk.......'],
    [0, 1, 'abcdefghi'],
  ])('page %i shows page %i as %s', (page, expectedPage, pockets) => {
    const result = getPocketPage(letters, page);
    expect(result.page).toBe(expectedPage);
    expect(result.pageCount).toBe(2);
    expect(result.pockets.map((pocket) => pocket ?? '.').join('')).toBe(pockets);
  });

  it('shows one page of empty pockets for an empty binder', () => {
    expect(getPocketPage([], 1)).toEqual({ page: 1, pageCount: 1, pockets: Array(9).fill(null) });
  });
});
