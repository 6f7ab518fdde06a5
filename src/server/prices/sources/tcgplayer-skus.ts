import { z } from 'zod';
import type { Condition } from '#core/collection/user-product.schema.ts';
import type { ConditionCents } from '#core/prices/condition-price.ts';
import { forEachLimited, PriceSourceError } from './price-source.ts';

/** TCGplayer's category id of the Pokémon TCG. */
export const TCGPLAYER_POKEMON_CATEGORY = 3;
/** TCGplayer's language id of English SKUs. */
const ENGLISH = 1;
const SKU_BATCH = 250;

const envelope = <T extends z.ZodType>(result: T) =>
  z.object({
    success: z.boolean(),
    errors: z.array(z.string()).default([]),
    results: z.array(result).default([]),
  });
export const skuListSchema = envelope(
  z.object({
    skuId: z.number().int(),
    productId: z.number().int(),
    languageId: z.number().int(),
    printingId: z.number().int(),
    conditionId: z.number().int(),
  }),
);
export const skuPriceSchema = envelope(
  z.object({
    skuId: z.number().int(),
    lowPrice: z.number().nonnegative().nullable(),
    marketPrice: z.number().nonnegative().nullable(),
  }),
);
export const printingsSchema = envelope(
  z.object({ printingId: z.number().int(), name: z.string() }),
);
export const conditionsSchema = envelope(
  z.object({ conditionId: z.number().int(), name: z.string(), abbreviation: z.string() }),
);

const ABBREVIATIONS: Record<string, Condition> = {
  NM: 'NM',
  LP: 'LP',
  MP: 'MP',
  HP: 'HP',
  D: 'DMG',
  DMG: 'DMG',
};

type Get = <T extends z.ZodType>(path: string, schema: T) => Promise<z.infer<T>>;

/** `${productId}|${printing name, lower case}` -> that printing's market price per condition. */
export type ConditionPrices = Map<string, ConditionCents>;
export const conditionKey = (productId: number, printingName: string) =>
  `${productId}|${printingName.toLowerCase()}`;

function batches(ids: readonly number[]): number[][] {
  const out: number[][] = [];
  for (let i = 0; i < ids.length; i += SKU_BATCH) {
    out.push(ids.slice(i, i + SKU_BATCH));
  }
  return out;
}

function checked<T extends { success: boolean; errors: string[] }>(answer: T, what: string): T {
  if (!answer.success && !answer.errors.every((error) => /no products|no skus/i.test(error))) {
    throw new PriceSourceError('tcgplayer', `${what}: ${answer.errors.join('; ') || 'failed'}`);
  }
  return answer;
}

/**
 * TCGplayer's market price per condition and printing: the products' SKUs
 * (GET /catalog/products/{ids}/skus: one per language, printing and condition), priced by
 * GET /pricing/sku/{skuIds}, with the category's printing and condition names. English SKUs
 * only; a SKU without a market price leaves its condition unpriced.
 */
export async function fetchConditionPrices(
  get: Get,
  productIds: readonly number[],
  concurrency: number,
): Promise<ConditionPrices> {
  const category = `/catalog/categories/${TCGPLAYER_POKEMON_CATEGORY}`;
  const printings = new Map(
    checked(await get(`${category}/printings`, printingsSchema), 'printings').results.map(
      (printing) => [printing.printingId, printing.name],
    ),
  );
  const conditions = new Map(
    checked(await get(`${category}/conditions`, conditionsSchema), 'conditions').results.map(
      (condition) => [condition.conditionId, ABBREVIATIONS[condition.abbreviation.toUpperCase()]],
    ),
  );
  const skus = new Map<number, { key: string; condition: Condition }>();
  await forEachLimited(batches(productIds), concurrency, async (batch) => {
    const answer = checked(
      await get(`/catalog/products/${batch.join(',')}/skus`, skuListSchema),
      'skus',
    );
    for (const sku of answer.results) {
      const printing = printings.get(sku.printingId);
      const condition = conditions.get(sku.conditionId);
      if (sku.languageId === ENGLISH && printing && condition) {
        skus.set(sku.skuId, { key: conditionKey(sku.productId, printing), condition });
      }
    }
  });
  const prices: ConditionPrices = new Map();
  await forEachLimited(batches([...skus.keys()]), concurrency, async (batch) => {
    const answer = checked(
      await get(`/pricing/sku/${batch.join(',')}`, skuPriceSchema),
      'sku pricing',
    );
    for (const result of answer.results) {
      const sku = skus.get(result.skuId);
      if (!sku || result.marketPrice === null) {
        continue;
      }
      const entry = prices.get(sku.key) ?? {};
      entry[sku.condition] = Math.round(result.marketPrice * 100);
      prices.set(sku.key, entry);
    }
  });
  return prices;
}
