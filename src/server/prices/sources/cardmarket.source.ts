import { gunzipSync } from 'node:zlib';
import { z } from 'zod';
import { parseCsvRecords } from '#core/csv/parse-csv.ts';
import { trimTrailingSlashes } from '#core/http/trim-trailing-slashes.ts';
import type { ConditionCents } from '#core/prices/condition-price.ts';
import { type CardmarketKeys, cardmarketAuthorization } from './cardmarket-oauth.ts';
import {
  addPriceTarget,
  type CatalogProductRef,
  forEachLimited,
  indexByNumber,
  normalizeCardNumber,
  type PriceSource,
  PriceSourceError,
  type SourcePrice,
  targetsById,
} from './price-source.ts';
import { variantsForAnswer } from './printing-prices.ts';
import { createSourceHttp, readJson, type SourceHttpOptions } from './source-http.ts';

/** Cardmarket's game id of the Pokémon TCG. */
export const CARDMARKET_POKEMON_GAME = 6;

export type CardmarketOptions = {
  apiUrl: string;
  keys: CardmarketKeys;
  concurrency?: number;
} & Omit<SourceHttpOptions, 'source'>;

const priceGuideSchema = z.object({
  priceguidefile: z.string().min(1),
  mime: z.string().optional(),
});
const singlesSchema = z.object({
  single: z
    .array(z.object({ idProduct: z.number().int(), number: z.string().nullable().optional() }))
    .default([]),
});

/** A euro amount of the price guide ("12.34" or "") in cents. */
function euroCents(value: string | undefined): number | null {
  if (!value || value.trim() === '') {
    return null;
  }
  const amount = Number(value);
  return Number.isFinite(amount) && amount > 0 ? Math.round(amount * 100) : null;
}

/**
 * The guide's condition-aware price: "Low Price Ex+", the lowest offer in Excellent or better,
 * which prices Near Mint and Lightly Played copies (Cardmarket's Excellent) of the normal printing.
 */
function exPlusCents(row: Record<string, string>): ConditionCents | null {
  const cents = euroCents(row['Low Price Ex+']);
  return cents === null ? null : { NM: cents, LP: cents };
}

/**
 * Cardmarket API 2.0 (OAuth 1.0a): EU trend prices in euros from the daily price guide
 * (GET /priceguide?idGame=6: a base64, gzipped CSV: "Trend Price" for the normal printing,
 * "Foil Trend" for the reverse holo). Products without a Cardmarket id are matched by number
 * in their expansion (GET /expansions/{id}/singles).
 */
export function createCardmarketSource(options: CardmarketOptions): PriceSource {
  const name = 'cardmarket';
  const request = createSourceHttp({ ...options, source: name });
  const base = trimTrailingSlashes(options.apiUrl);

  async function get(path: string): Promise<unknown> {
    const url = `${base}${path}`;
    const response = await request(url, {
      headers: { authorization: cardmarketAuthorization('GET', url, options.keys) },
    });
    if (response.status === 204) {
      return {};
    }
    return readJson(name, response);
  }

  async function priceGuide(): Promise<Map<number, Record<string, string>>> {
    const parsed = priceGuideSchema.safeParse(
      await get(`/priceguide?idGame=${CARDMARKET_POKEMON_GAME}`),
    );
    if (!parsed.success) {
      throw new PriceSourceError(name, 'the price guide answer has no priceguidefile');
    }
    let csv: string;
    try {
      csv = gunzipSync(Buffer.from(parsed.data.priceguidefile, 'base64')).toString('utf8');
    } catch {
      throw new PriceSourceError(name, 'the price guide file is not gzipped CSV');
    }
    const rows = parseCsvRecords(csv);
    const header = rows.shift()?.fields ?? [];
    if (!header.includes('idProduct') || !header.includes('Trend Price')) {
      throw new PriceSourceError(name, 'the price guide has no idProduct or Trend Price column');
    }
    const guide = new Map<number, Record<string, string>>();
    for (const row of rows) {
      const record = Object.fromEntries(header.map((column, i) => [column, row.fields[i] ?? '']));
      guide.set(Number(record.idProduct), record);
    }
    return guide;
  }

  return {
    name,
    async fetchPrices(products) {
      const { targets, unidentified } = targetsById(products, 'cardmarketId');
      const matchedByNumber = new Set<string>();
      const bySet = [...indexByNumber(unidentified, (product) => product.setCardmarketId)];
      await forEachLimited(bySet, options.concurrency ?? 2, async ([expansion, numbers]) => {
        const parsed = singlesSchema.safeParse(await get(`/expansions/${expansion}/singles`));
        if (!parsed.success) {
          throw new PriceSourceError(
            name,
            `unexpected answer from /expansions/${expansion}/singles`,
          );
        }
        for (const single of parsed.data.single) {
          const product = single.number
            ? numbers.get(normalizeCardNumber(single.number))
            : undefined;
          if (product) {
            addPriceTarget(targets, single.idProduct, { product, variant: null });
            matchedByNumber.add(product.id);
          }
        }
      });

      const guide = targets.size > 0 ? await priceGuide() : new Map();
      const prices = new Map<string, SourcePrice>();
      const add = (
        product: CatalogProductRef,
        variant: string,
        cents: number | null,
        conditionCents: ConditionCents | null = null,
      ) => {
        const key = `${product.id}\u0000${variant}`;
        if (cents !== null && !prices.has(key)) {
          prices.set(key, {
            productId: product.id,
            variant,
            currency: 'EUR',
            marketCents: cents,
            priceKind: 'trend',
            conditionCents,
          });
        }
      };
      for (const [id, list] of targets) {
        const row = guide.get(id);
        if (!row) {
          continue;
        }
        for (const target of list) {
          const { product, variant } = target;
          if (variant) {
            const cents = euroCents(row['Trend Price']) ?? euroCents(row['Foil Trend']);
            const { coarse, exact } = variantsForAnswer(target, list, null);
            for (const printing of [coarse, exact]) {
              if (printing) {
                add(product, printing, cents);
              }
            }
          } else {
            add(product, product.defaultVariant, euroCents(row['Trend Price']), exPlusCents(row));
            add(product, 'reverse', euroCents(row['Foil Trend']));
          }
        }
      }
      return {
        prices: [...prices.values()],
        matchedByNumber: [...matchedByNumber].filter((id) =>
          [...prices.values()].some((price) => price.productId === id),
        ),
      };
    },
  };
}
