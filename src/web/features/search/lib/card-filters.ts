import type { SyncedCard } from '#core/catalog/sync.schema.ts';

export type CardFilters = {
  language?: string;
  set?: string;
  rarity?: string;
  /** 'yes': only cards the user owns; 'no': only those they do not. */
  owned?: 'yes' | 'no';
};

export type CardOrder = 'relevance' | 'name' | 'number' | 'price' | 'release';

/** The search's matches narrowed by the filters (owned needs the user's product ids). */
export function filterCards(
  cards: readonly SyncedCard[],
  filters: CardFilters,
  ownedIds: ReadonlySet<string> | null,
): SyncedCard[] {
  return cards.filter(
    (card) =>
      (!filters.language || card.language === filters.language) &&
      (!filters.set || card.set_id === filters.set) &&
      (!filters.rarity || card.rarity === filters.rarity) &&
      (!filters.owned || !ownedIds || ownedIds.has(card.product_id) === (filters.owned === 'yes')),
  );
}

function numberParts(number: string | null): [number, string] {
  const digits = number?.match(/\d+/)?.[0];
  return [digits === undefined ? Number.POSITIVE_INFINITY : Number(digits), number ?? ''];
}

const COMPARE: Record<Exclude<CardOrder, 'relevance'>, (a: SyncedCard, b: SyncedCard) => number> = {
  name: (a, b) => a.product_name.localeCompare(b.product_name),
  number: (a, b) => {
    const [an, at] = numberParts(a.number);
    const [bn, bt] = numberParts(b.number);
    return an - bn || at.localeCompare(bt);
  },
  /** Dearest first; cards without a price last. */
  price: (a, b) => (b.market_price ?? -1) - (a.market_price ?? -1),
  /** Newest set first; undated last. */
  release: (a, b) => (b.release_date ?? '').localeCompare(a.release_date ?? ''),
};

/** The cards in the chosen order; relevance keeps the search's ranking. Ties keep it too. */
export function sortCards(cards: readonly SyncedCard[], order: CardOrder): SyncedCard[] {
  if (order === 'relevance') {
    return [...cards];
  }
  const compare = COMPARE[order];
  return cards
    .map((card, rank) => ({ card, rank }))
    .sort((a, b) => compare(a.card, b.card) || a.rank - b.rank)
    .map(({ card }) => card);
}

export type FacetOption = { value: string; label: string };

/** The sets and rarities present among the matches, for the filter menus. */
export function getFacets(cards: readonly SyncedCard[]) {
  const sets = new Map<string, string>();
  const rarities = new Set<string>();
  for (const card of cards) {
    sets.set(card.set_id, card.set_name ?? card.set_id);
    if (card.rarity) {
      rarities.add(card.rarity);
    }
  }
  const byLabel = (a: FacetOption, b: FacetOption) => a.label.localeCompare(b.label);
  return {
    sets: [...sets].map(([value, label]) => ({ value, label })).sort(byLabel),
    rarities: [...rarities].map((value) => ({ value, label: value })).sort(byLabel),
  };
}
