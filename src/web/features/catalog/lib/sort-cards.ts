import { compareCardNumbers } from './card-number-order.ts';

export const CARD_SORT_OPTIONS = [
  { value: 'number-asc', label: 'Number (low to high)' },
  { value: 'number-desc', label: 'Number (high to low)' },
  { value: 'name', label: 'Name (A to Z)' },
  { value: 'price-desc', label: 'Price (high to low)' },
  { value: 'price-asc', label: 'Price (low to high)' },
  { value: 'rarity', label: 'Rarity (rarest first)' },
] as const;

export type CardSort = (typeof CARD_SORT_OPTIONS)[number]['value'];

/** Spec section 9: the default sort option. */
export const DEFAULT_CARD_SORT: CardSort = 'number-asc';

export function isCardSort(value: unknown): value is CardSort {
  return CARD_SORT_OPTIONS.some((option) => option.value === value);
}

export type SortableCard = {
  product_id: string;
  product_name: string;
  number: string | null;
  rarity: string | null;
  market_price: number | null;
};

// Rarest last in this list; unknown rarities rank just above 'Common'.
const RARITY_ORDER = [
  'none',
  'common',
  'uncommon',
  'rare',
  'promo',
  'classic collection',
  'holo rare',
  'rare holo',
  'rare prime',
  'rare holo lv.x',
  'legend',
  'holo rare v',
  'holo rare vmax',
  'holo rare vstar',
  'double rare',
  'radiant rare',
  'amazing rare',
  'ace spec rare',
  'black white rare',
  'character rare',
  'triple rare',
  'ultra rare',
  'full art trainer',
  'character super rare',
  'shiny rare',
  'shiny rare v',
  'shiny rare vmax',
  'shiny ultra rare',
  'illustration rare',
  'special illustration rare',
  'secret rare',
  'hyper rare',
  'mega hyper rare',
];

/** How rare a rarity label is (higher is rarer); missing or 'None' is 0. */
export function getRarityRank(rarity: string | null | undefined): number {
  if (!rarity) {
    return 0;
  }
  const rank = RARITY_ORDER.indexOf(rarity.trim().toLowerCase());
  return rank === -1 ? 1.5 : rank;
}

const byNumber = (a: SortableCard, b: SortableCard) =>
  compareCardNumbers(a.number, b.number) || a.product_id.localeCompare(b.product_id);

function byPrice(direction: 1 | -1) {
  return (a: SortableCard, b: SortableCard) => {
    if (a.market_price === null || b.market_price === null) {
      return (
        (a.market_price === null ? 1 : 0) - (b.market_price === null ? 1 : 0) || byNumber(a, b)
      );
    }
    return (a.market_price - b.market_price) * direction || byNumber(a, b);
  };
}

const COMPARATORS: Record<CardSort, (a: SortableCard, b: SortableCard) => number> = {
  'number-asc': byNumber,
  'number-desc': (a, b) => -byNumber(a, b),
  name: (a, b) => a.product_name.localeCompare(b.product_name) || byNumber(a, b),
  'price-desc': byPrice(-1),
  'price-asc': byPrice(1),
  rarity: (a, b) => getRarityRank(b.rarity) - getRarityRank(a.rarity) || byNumber(a, b),
};

/** A sorted copy; cards without a price stay last in both price orders. */
export function sortCards<T extends SortableCard>(cards: readonly T[], sort: CardSort): T[] {
  return [...cards].sort(COMPARATORS[sort]);
}
