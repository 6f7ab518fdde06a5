import type { ConditionCents } from '#core/prices/condition-price.ts';
import type { PriceAmountKey } from '#core/prices/price-import-row.ts';
import type { PriceKind } from '#core/prices/price-source-facts.ts';

/** What a price source needs to know about a catalog product to find its prices. */
export type CatalogProductRef = {
  id: string;
  productType: 'card' | 'sealed';
  language: string;
  name: string;
  /** The card number as the catalog stores it ('025', 'TG01'); null for sealed products. */
  number: string | null;
  setId: string;
  setName: string | null;
  setTcgplayerGroupId: number | null;
  setCardmarketId: number | null;
  tcgplayerProductId: number | null;
  cardmarketId: number | null;
  /** The printing the catalog price uses: 'normal' when listed (or none listed), else the first. */
  defaultVariant: string;
  /** Printing keys of all the product's catalog printings (printing-key.ts). */
  printings: string[];
  /** Printings with marketplace ids of their own. */
  variantIds: { printing: string; tcgplayerProductId?: number; cardmarketId?: number }[];
};

/** One product and printing's prices for the day, in the source's currency (minor units). */
export type SourcePrice = {
  productId: string;
  variant: string;
  currency: string;
  /** What kind of price marketCents is; the source's usual kind when omitted. */
  priceKind?: PriceKind;
  salesCount?: number | null;
  lastSaleDate?: string | null;
  /** Prices per condition in the source's currency (minor units), where it prices them. */
  conditionCents?: ConditionCents | null;
} & Partial<Record<PriceAmountKey, number | null>>;

export type SourceFetchResult = {
  prices: SourcePrice[];
  /** Products priced through a set-and-number match (no marketplace id in the catalog). */
  matchedByNumber: string[];
};

/**
 * A licensed price feed: daily market prices and graded ladders for a batch of catalog
 * products. Adapters throw PriceSourceError on answers they cannot use; the run retries.
 */
export type PriceSource = {
  /** The price_points.source value ('tcgplayer'). */
  name: string;
  fetchPrices(products: readonly CatalogProductRef[]): Promise<SourceFetchResult>;
};

export class PriceSourceError extends Error {
  constructor(
    readonly source: string,
    message: string,
  ) {
    super(`${source}: ${message}`);
    this.name = 'PriceSourceError';
  }
}

/** '025/165' and '25' and 'TG01' compare as '25', '25' and 'tg1'. */
export function normalizeCardNumber(number: string): string {
  const head = number.split('/')[0]?.trim().toLowerCase() ?? '';
  let out = '';
  let i = 0;
  while (i < head.length) {
    const startsRun = head[i] === '0' && (i === 0 || isLetter(head[i - 1] ?? ''));
    if (!startsRun) {
      out += head[i];
      i += 1;
      continue;
    }
    let end = i;
    while (head[end] === '0') {
      end += 1;
    }
    // Leading zeros go; a run of zeros that is the whole number keeps one.
    out += isDigit(head[end] ?? '') ? '' : '0';
    i = end;
  }
  return out;
}

const isLetter = (ch: string) => ch >= 'a' && ch <= 'z';
const isDigit = (ch: string) => ch >= '0' && ch <= '9';

/**
 * A catalog product (and printing key, or null for the product itself) a source's id prices.
 */
export type PriceTarget = { product: CatalogProductRef; variant: string | null };

type IdKey = 'tcgplayerProductId' | 'cardmarketId';

export function addPriceTarget(
  targets: Map<number, PriceTarget[]>,
  id: number,
  target: PriceTarget,
) {
  const list = targets.get(id);
  if (list) {
    list.push(target);
  } else {
    targets.set(id, [target]);
  }
}

/**
 * The products a source can price by its own ids (per printing and per product), and those with
 * no id of that source at all, left to be matched by set and number.
 */
export function targetsById(products: readonly CatalogProductRef[], idKey: IdKey) {
  const targets = new Map<number, PriceTarget[]>();
  const add = (id: number, target: PriceTarget) => addPriceTarget(targets, id, target);
  const unidentified: CatalogProductRef[] = [];
  for (const product of products) {
    for (const variant of product.variantIds) {
      const id = variant[idKey];
      if (id) {
        add(id, { product, variant: variant.printing });
      }
    }
    const id = product[idKey];
    if (id) {
      add(id, { product, variant: null });
    } else if (!product.variantIds.some((variant) => variant[idKey])) {
      unidentified.push(product);
    }
  }
  return { targets, unidentified };
}

/** Cards by set key and normalized number, for sources that list a set's cards. */
export function indexByNumber<K>(
  products: readonly CatalogProductRef[],
  setKey: (product: CatalogProductRef) => K | null,
): Map<K, Map<string, CatalogProductRef>> {
  const bySet = new Map<K, Map<string, CatalogProductRef>>();
  for (const product of products) {
    const key = setKey(product);
    if (key === null || product.number === null) {
      continue;
    }
    let numbers = bySet.get(key);
    if (!numbers) {
      numbers = new Map();
      bySet.set(key, numbers);
    }
    numbers.set(normalizeCardNumber(product.number), product);
  }
  return bySet;
}

/** Runs `task` over `items` with at most `limit` at a time. */
export async function forEachLimited<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
