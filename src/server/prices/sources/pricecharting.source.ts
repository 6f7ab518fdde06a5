import { z } from 'zod';
import { trimTrailingSlashes } from '#core/http/trim-trailing-slashes.ts';
import type { PriceAmountKey } from '#core/prices/price-import-row.ts';
import {
  type CatalogProductRef,
  forEachLimited,
  normalizeCardNumber,
  type PriceSource,
  PriceSourceError,
  type SourcePrice,
} from './price-source.ts';
import { createSourceHttp, readJson, type SourceHttpOptions } from './source-http.ts';

export type PricechartingOptions = {
  apiUrl: string;
  token: string;
  concurrency?: number;
} & Omit<SourceHttpOptions, 'source'>;

/**
 * PriceCharting's price fields for trading cards (integer pennies): ungraded, then the graded
 * ladder. https://www.pricecharting.com/api-documentation
 */
export const PRICECHARTING_FIELDS: readonly [string, PriceAmountKey][] = [
  ['loose-price', 'marketCents'],
  ['manual-only-price', 'psa10Cents'],
  ['condition-17-price', 'cgc10Cents'],
  ['condition-18-price', 'sgc10Cents'],
  ['bgs-10-price', 'bgs10Cents'],
  ['graded-price', 'graded9Cents'],
  ['new-price', 'graded8Cents'],
  ['cib-price', 'graded7Cents'],
];

const productsSchema = z.object({
  status: z.string(),
  'error-message': z.string().optional(),
  products: z
    .array(
      z
        .object({
          id: z.union([z.string(), z.number()]),
          'product-name': z.string(),
          'console-name': z.string(),
        })
        .catchall(z.unknown()),
    )
    .default([]),
});

const LANGUAGE_PREFIX: Record<string, string> = {
  english: 'pokemon ',
  japanese: 'pokemon japanese ',
  chinese: 'pokemon chinese ',
};

const simplify = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9# ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** PriceCharting names a card "Charizard #4" in the console "Pokemon Base Set". */
function matches(
  product: CatalogProductRef,
  found: z.infer<typeof productsSchema>['products'][number],
) {
  const consoleName = simplify(found['console-name']);
  const set = simplify(
    `${LANGUAGE_PREFIX[product.language] ?? 'pokemon '}${product.setName ?? ''}`,
  );
  const number = /#\s*([a-z0-9]+)\s*$/i.exec(found['product-name'])?.[1];
  return (
    consoleName === set &&
    number !== undefined &&
    normalizeCardNumber(number) === normalizeCardNumber(product.number ?? '')
  );
}

function penniesOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * PriceCharting (token `t`): graded ladders and ungraded prices of cards in US pennies. Its
 * API carries no TCGplayer or Cardmarket ids, so every card is found by set and number
 * (GET /api/products?t=&q=<set> <number>, up to 20 results, the one in the set's console).
 */
export function createPricechartingSource(options: PricechartingOptions): PriceSource {
  const name = 'pricecharting';
  const request = createSourceHttp({ ...options, source: name });
  const base = trimTrailingSlashes(options.apiUrl);

  return {
    name,
    async fetchPrices(products) {
      const cards = products.filter(
        (product) => product.productType === 'card' && product.number && product.setName,
      );
      const prices: SourcePrice[] = [];
      await forEachLimited(cards, options.concurrency ?? 4, async (product) => {
        const query = new URLSearchParams({
          t: options.token,
          q: `${simplify(product.setName ?? '')} ${normalizeCardNumber(product.number ?? '')}`,
        });
        const response = await request(`${base}/api/products?${query}`, {
          headers: { accept: 'application/json' },
        });
        const parsed = productsSchema.safeParse(await readJson(name, response));
        if (!parsed.success) {
          throw new PriceSourceError(name, 'unexpected answer from /api/products');
        }
        if (parsed.data.status !== 'success') {
          throw new PriceSourceError(name, parsed.data['error-message'] ?? parsed.data.status);
        }
        const found = parsed.data.products.find((candidate) => matches(product, candidate));
        if (!found) {
          return;
        }
        const price: SourcePrice = {
          productId: product.id,
          variant: product.defaultVariant,
          currency: 'USD',
        };
        for (const [field, key] of PRICECHARTING_FIELDS) {
          price[key] = penniesOf(found[field]);
        }
        if (PRICECHARTING_FIELDS.some(([, key]) => price[key] !== null)) {
          prices.push(price);
        }
      });
      return { prices, matchedByNumber: prices.map((price) => price.productId) };
    },
  };
}
