import { z } from 'zod';
import { trimTrailingSlashes } from '#core/http/trim-trailing-slashes.ts';
import type { ConditionCents } from '#core/prices/condition-price.ts';
import {
  addPriceTarget,
  forEachLimited,
  indexByNumber,
  normalizeCardNumber,
  type PriceSource,
  PriceSourceError,
  type SourcePrice,
  targetsById,
} from './price-source.ts';
import { type AnswerPrinting, variantsForAnswer } from './printing-prices.ts';
import { createSourceHttp, readJson, type SourceHttpOptions } from './source-http.ts';
import { conditionKey, fetchConditionPrices } from './tcgplayer-skus.ts';

export const TCGPLAYER_API_VERSION = 'v1.39.0';
/** Product ids per pricing request (the API takes a comma-separated list). */
export const TCGPLAYER_PRICING_BATCH = 250;
const CATALOG_PAGE_SIZE = 100;

export type TcgplayerOptions = {
  apiUrl: string;
  publicKey: string;
  privateKey: string;
  concurrency?: number;
} & Omit<SourceHttpOptions, 'source'>;

const tokenSchema = z.object({ access_token: z.string().min(1), expires_in: z.number() });
const envelope = <T extends z.ZodType>(result: T) =>
  z.object({
    success: z.boolean(),
    errors: z.array(z.string()).default([]),
    totalItems: z.number().optional(),
    results: z.array(result).default([]),
  });
const priceSchema = envelope(
  z.object({
    productId: z.number().int(),
    marketPrice: z.number().nullable(),
    midPrice: z.number().nullable().optional(),
    subTypeName: z.string(),
  }),
);
const catalogSchema = envelope(
  z.object({
    productId: z.number().int(),
    extendedData: z.array(z.object({ name: z.string(), value: z.string() })).default([]),
  }),
);

/** A TCGplayer printing name ('1st Edition Holofoil') as our type and 1st-edition stamp. */
export function tcgplayerPrinting(subTypeName: string): AnswerPrinting {
  const name = subTypeName.toLowerCase();
  const firstEdition = name.startsWith('1st edition');
  if (name.includes('reverse')) {
    return { type: 'reverse', firstEdition };
  }
  return { type: name.includes('holo') ? 'holo' : 'normal', firstEdition };
}

/**
 * TCGplayer API v1.39 (bearer token from client credentials): market prices per product and
 * printing (GET /pricing/product/{ids}), in US dollars, with each printing's market price per
 * condition from its SKUs (tcgplayer-skus.ts). Products without a TCGplayer id are
 * looked up in their set's group (GET /catalog/products?groupId=, paged by offset/limit) by
 * card number.
 */
export function createTcgplayerSource(options: TcgplayerOptions): PriceSource {
  const name = 'tcgplayer';
  const request = createSourceHttp({ ...options, source: name });
  const base = trimTrailingSlashes(options.apiUrl);
  let token: { value: string; expiresAt: number } | undefined;

  async function bearer(): Promise<string> {
    if (token && token.expiresAt > Date.now() + 60_000) {
      return token.value;
    }
    const response = await request(`${base}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: options.publicKey,
        client_secret: options.privateKey,
      }),
    });
    const parsed = tokenSchema.safeParse(await readJson(name, response));
    if (!parsed.success) {
      throw new PriceSourceError(name, 'the token answer has no access_token');
    }
    token = {
      value: parsed.data.access_token,
      expiresAt: Date.now() + parsed.data.expires_in * 1000,
    };
    return token.value;
  }

  async function get<T extends z.ZodType>(path: string, schema: T): Promise<z.infer<T>> {
    const response = await request(`${base}/${TCGPLAYER_API_VERSION}${path}`, {
      headers: { authorization: `bearer ${await bearer()}`, accept: 'application/json' },
    });
    const parsed = schema.safeParse(await readJson(name, response));
    if (!parsed.success) {
      throw new PriceSourceError(name, `unexpected answer from ${path.split('?')[0]}`);
    }
    return parsed.data;
  }

  async function groupNumbers(groupId: number): Promise<Map<string, number>> {
    const numbers = new Map<string, number>();
    for (let offset = 0; ; offset += CATALOG_PAGE_SIZE) {
      const page = await get(
        `/catalog/products?groupId=${groupId}&getExtendedFields=true&productTypes=Cards&offset=${offset}&limit=${CATALOG_PAGE_SIZE}`,
        catalogSchema,
      );
      for (const product of page.results) {
        const number = product.extendedData.find((field) => field.name === 'Number')?.value;
        if (number) {
          numbers.set(normalizeCardNumber(number), product.productId);
        }
      }
      if (
        page.results.length < CATALOG_PAGE_SIZE ||
        offset + CATALOG_PAGE_SIZE >= (page.totalItems ?? 0)
      ) {
        return numbers;
      }
    }
  }

  return {
    name,
    async fetchPrices(products) {
      const { targets, unidentified } = targetsById(products, 'tcgplayerProductId');
      const matchedByNumber = new Set<string>();
      const bySet = indexByNumber(unidentified, (product) => product.setTcgplayerGroupId);
      for (const [groupId, numbers] of bySet) {
        for (const [number, tcgId] of await groupNumbers(groupId)) {
          const product = numbers.get(number);
          if (product) {
            addPriceTarget(targets, tcgId, { product, variant: null });
            matchedByNumber.add(product.id);
          }
        }
      }

      const ids = [...targets.keys()];
      const batches: number[][] = [];
      for (let i = 0; i < ids.length; i += TCGPLAYER_PRICING_BATCH) {
        batches.push(ids.slice(i, i + TCGPLAYER_PRICING_BATCH));
      }
      const prices = new Map<string, SourcePrice>();
      const byCondition =
        ids.length > 0
          ? await fetchConditionPrices(get, ids, options.concurrency ?? 4)
          : new Map<string, ConditionCents>();
      await forEachLimited(batches, options.concurrency ?? 4, async (batch) => {
        const answer = await get(`/pricing/product/${batch.join(',')}`, priceSchema);
        if (!answer.success && !answer.errors.every((error) => /no products/i.test(error))) {
          throw new PriceSourceError(name, answer.errors.join('; ') || 'pricing failed');
        }
        for (const result of answer.results) {
          if (result.marketPrice === null) {
            continue;
          }
          const sharing = targets.get(result.productId) ?? [];
          const printing = tcgplayerPrinting(result.subTypeName);
          for (const target of sharing) {
            const { coarse, exact } = variantsForAnswer(target, sharing, printing);
            for (const variant of [coarse, exact]) {
              const key = `${target.product.id}\u0000${variant}`;
              if (variant && !prices.has(key)) {
                prices.set(key, {
                  productId: target.product.id,
                  variant,
                  currency: 'USD',
                  marketCents: Math.round(result.marketPrice * 100),
                  priceKind: 'market',
                  conditionCents:
                    byCondition.get(conditionKey(result.productId, result.subTypeName)) ?? null,
                });
              }
            }
          }
        }
      });
      return { prices: [...prices.values()], matchedByNumber: [...matchedByNumber] };
    },
  };
}
