import type { CatalogLanguage } from '../catalog/catalog-language.ts';
import { compareLocation, matchesPlace, type PlaceFilter } from './binder-location.ts';
import { type CopyLanguage, getCopyLanguage } from './copy-language.ts';
import { matchesPrinting } from './printing-filter.ts';
import {
  type CollectionValueEntry,
  type CollectionValues,
  SIMULATED_PRICE_SOURCE,
  type UserProduct,
} from './user-product.schema.ts';

/**
 * What the collection screen (/home) shows: items joined with their values, filtered, sorted
 * and summed. Totals leave wishlist items out (they are wanted, not owned). Money is dollars.
 */

export type CollectionRow = {
  item: UserProduct;
  /** The item's value entry (whole item: unit x quantity), undefined while unknown. */
  value: CollectionValueEntry | undefined;
  currentValue: number | null;
  dailyChange: number | null;
  /** purchase_price x quantity; null without a purchase price. */
  costBasis: number | null;
  /** currentValue - costBasis; null when either is unknown. */
  profit: number | null;
};

export type CollectionFilters = {
  language: 'all' | CatalogLanguage;
  kind: 'all' | 'card' | 'sealed';
  graded: 'all' | 'graded' | 'raw';
  /** 'all', 'none' (in no binder) or a binder id. */
  binder: 'all' | 'none' | number;
  list: 'collection' | 'wishlist' | 'all';
  /** Matches name, set name or number, case-insensitively. */
  query: string;
  /** A printing key or plain type (printing-filter.ts); all printings when absent or ''. */
  printing?: string;
  /** In a binder pocket, in a box, or filed nowhere (issue 32); all when left out. */
  place?: PlaceFilter;
  /** The language the copies are in (their own, else their card's; ADR 067); all when absent. */
  copyLanguage?: CopyLanguage | undefined;
};

export const DEFAULT_FILTERS: CollectionFilters = {
  language: 'all',
  kind: 'all',
  graded: 'all',
  binder: 'all',
  list: 'collection',
  query: '',
};

export const SORT_KEYS = ['value', 'daily_change', 'name', 'date_added', 'location'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';
export type CollectionSort = { key: SortKey; direction: SortDirection };
export const DEFAULT_SORT: CollectionSort = { key: 'value', direction: 'desc' };

/** Sorts that order by money: offered only where the values are shown. */
const VALUE_SORT_KEYS: readonly SortKey[] = ['value', 'daily_change'];

/**
 * The sorts a list offers: without values (an owner who hides them) a value sort would sort by
 * nothing, or, were the values there, tell their order.
 */
export function getSortKeys(valuesShown: boolean): SortKey[] {
  return SORT_KEYS.filter((key) => valuesShown || !VALUE_SORT_KEYS.includes(key));
}

export type CollectionTotals = {
  value: number;
  dailyChange: number;
  /** Change against yesterday's value of the items with a known change; null when none. */
  dailyChangePercent: number | null;
  costBasis: number;
  profit: number;
  profitPercent: number | null;
  /** Items (rows) counted, and how many of them have a value. */
  itemCount: number;
  pricedCount: number;
  /** Sum of quantities. */
  cardCount: number;
};

const roundCents = (value: number) => Math.round(value * 100) / 100;

export function getCostBasis(item: Pick<UserProduct, 'purchase_price' | 'quantity'>) {
  return item.purchase_price === null ? null : roundCents(item.purchase_price * item.quantity);
}

/** Percent change from `previous` to `current`; null when there is no base to compare to. */
export function getChangePercent(change: number, current: number): number | null {
  const previous = current - change;
  return previous === 0 ? null : (change / Math.abs(previous)) * 100;
}

export function buildRows(items: readonly UserProduct[], values: CollectionValues | undefined) {
  return items.map((item): CollectionRow => {
    const value = values?.[String(item.id)];
    const currentValue = value?.current_value ?? null;
    const costBasis = getCostBasis(item);
    return {
      item,
      value,
      currentValue,
      dailyChange: value?.daily_change ?? null,
      costBasis,
      profit:
        currentValue === null || costBasis === null ? null : roundCents(currentValue - costBasis),
    };
  });
}

function matchesQuery(item: UserProduct, query: string): boolean {
  const product = item.TCGProduct;
  return [item.product_name, product.set_name, product.number].some((text) =>
    text?.toLowerCase().includes(query),
  );
}

export function filterRows(rows: readonly CollectionRow[], filters: CollectionFilters) {
  const query = filters.query.trim().toLowerCase();
  return rows.filter(({ item }) => {
    if (filters.list !== 'all' && item.wishlist !== (filters.list === 'wishlist')) {
      return false;
    }
    if (filters.language !== 'all' && item.language !== filters.language) {
      return false;
    }
    if (filters.kind !== 'all' && item.product_type !== filters.kind) {
      return false;
    }
    if (filters.graded !== 'all' && item.graded !== (filters.graded === 'graded')) {
      return false;
    }
    if (filters.binder === 'none' && item.binder_id !== null) {
      return false;
    }
    if (typeof filters.binder === 'number' && item.binder_id !== filters.binder) {
      return false;
    }
    if (filters.printing && !matchesPrinting(item.variant, filters.printing)) {
      return false;
    }
    if (filters.place && !matchesPlace(item, filters.place)) {
      return false;
    }
    if (filters.copyLanguage && getCopyLanguage(item) !== filters.copyLanguage) {
      return false;
    }
    return query === '' || matchesQuery(item, query);
  });
}

const nameCollator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function compareNullable(a: number | null, b: number | null, sign: number): number {
  if (a === null || b === null) {
    // Unknown values go last whatever the direction.
    return a === b ? 0 : a === null ? 1 : -1;
  }
  return (a - b) * sign;
}

function compareRows(a: CollectionRow, b: CollectionRow, { key, direction }: CollectionSort) {
  const sign = direction === 'asc' ? 1 : -1;
  switch (key) {
    case 'value':
      return compareNullable(a.currentValue, b.currentValue, sign);
    case 'daily_change':
      return compareNullable(a.dailyChange, b.dailyChange, sign);
    case 'name':
      return nameCollator.compare(a.item.product_name, b.item.product_name) * sign;
    case 'date_added':
      return (Date.parse(a.item.created_at) - Date.parse(b.item.created_at)) * sign;
    case 'location':
      return compareLocation(a.item, b.item) * sign;
  }
}

/** A sorted copy; ties keep a stable order by id. */
export function sortRows(rows: readonly CollectionRow[], sort: CollectionSort): CollectionRow[] {
  return [...rows].sort((a, b) => compareRows(a, b, sort) || a.item.id - b.item.id);
}

/** Totals of the owned (non-wishlist) rows. */
export function getCollectionTotals(rows: readonly CollectionRow[]): CollectionTotals {
  let value = 0;
  let dailyChange = 0;
  let changedValue = 0;
  let costBasis = 0;
  let costedValue = 0;
  let itemCount = 0;
  let pricedCount = 0;
  let cardCount = 0;
  for (const row of rows) {
    if (row.item.wishlist) {
      continue;
    }
    itemCount += 1;
    cardCount += row.item.quantity;
    if (row.currentValue !== null) {
      pricedCount += 1;
      value += row.currentValue;
      if (row.dailyChange !== null) {
        dailyChange += row.dailyChange;
        changedValue += row.currentValue;
      }
      if (row.costBasis !== null) {
        costBasis += row.costBasis;
        costedValue += row.currentValue;
      }
    }
  }
  const profit = roundCents(costedValue - costBasis);
  return {
    value: roundCents(value),
    dailyChange: roundCents(dailyChange),
    dailyChangePercent: changedValue === 0 ? null : getChangePercent(dailyChange, changedValue),
    costBasis: roundCents(costBasis),
    profit,
    profitPercent: costBasis === 0 ? null : (profit / costBasis) * 100,
    itemCount,
    pricedCount,
    cardCount,
  };
}

/** Owned items (as the header counts them), wishlist items apart, and the owned value. */
export type BinderSummary = { count: number; wishlist: number; value: number };

/**
 * Owned and wishlist item counts and owned value per binder id; key 'all' covers every item
 * and 'none' the items in no binder.
 */
export function getBinderSummaries(rows: readonly CollectionRow[]) {
  const summaries = new Map<number | 'all' | 'none', BinderSummary>();
  const add = (key: number | 'all' | 'none', row: CollectionRow) => {
    const summary = summaries.get(key) ?? { count: 0, wishlist: 0, value: 0 };
    if (row.item.wishlist) {
      summary.wishlist += 1;
    } else {
      summary.count += 1;
    }
    if (!row.item.wishlist && row.currentValue !== null) {
      summary.value = roundCents(summary.value + row.currentValue);
    }
    summaries.set(key, summary);
  };
  for (const row of rows) {
    add('all', row);
    add(row.item.binder_id ?? 'none', row);
  }
  return summaries;
}

/** How many of a summary's items a list filter shows, and what to call them. */
export function countInList(summary: BinderSummary | undefined, list: CollectionFilters['list']) {
  const owned = summary?.count ?? 0;
  const wishlist = summary?.wishlist ?? 0;
  if (list === 'wishlist') {
    return { count: wishlist, noun: 'wishlist items' };
  }
  return list === 'all'
    ? { count: owned + wishlist, noun: 'items (owned and wishlist)' }
    : { count: owned, noun: 'owned items' };
}

/** True when any of the rows is valued from simulated prices (pages must say so). */
export function hasSimulatedPrices(rows: readonly CollectionRow[]): boolean {
  return rows.some(
    (row) =>
      row.value?.price_source === SIMULATED_PRICE_SOURCE ||
      (row.value === undefined && row.item.TCGProduct.price_source === SIMULATED_PRICE_SOURCE),
  );
}

export const POCKETS_PER_PAGE = 9;

/**
 * One page of a binder: `POCKETS_PER_PAGE` pockets (3x3), items in order and null for empty
 * pockets. The page number is clamped to the pages there are (an empty binder has one page).
 */
export function getPocketPage<T>(items: readonly T[], page: number, perPage = POCKETS_PER_PAGE) {
  const pageCount = Math.max(1, Math.ceil(items.length / perPage));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const start = (current - 1) * perPage;
  const pockets = Array.from({ length: perPage }, (_, i): T | null => items[start + i] ?? null);
  return { page: current, pageCount, pockets };
}
