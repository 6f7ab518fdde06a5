import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { type CardmarketKeys, oauthSignature, parseOauthHeader } from '../cardmarket-oauth.ts';

/**
 * A local stand-in for the three price APIs on 127.0.0.1, speaking their wire formats:
 * TCGplayer v1.39 (client-credentials token, bearer pricing by product ids and by SKU, the
 * products' SKUs with the category's printings and conditions, catalog products of a group paged
 * by offset/limit with totalItems), PriceCharting (/api/products?t=&q= with
 * prices in pennies, status/error-message) and Cardmarket 2.0 (OAuth 1.0a signatures checked,
 * the base64 gzipped price guide CSV, expansion singles). Failures can be queued per path.
 */
export type StandInData = {
  tcgplayer: {
    prices: Map<number, { subTypeName: string; marketPrice: number | null }[]>;
    groups: Map<number, { productId: number; number: string }[]>;
    /** SKUs per product: one per printing and condition (English), with their market price. */
    skus: Map<number, StandInSku[]>;
  };
  pricecharting: {
    'product-name': string;
    'console-name': string;
    id: string;
    [field: string]: string | number;
  }[];
  cardmarket: {
    guide: Map<number, { trend: number | null; foilTrend: number | null; lowEx?: number | null }>;
    expansions: Map<number, { idProduct: number; number: string }[]>;
  };
  /** ECB reference rates as a Frankfurter-style API answers them (units per US dollar). */
  rates: { date: string; units: Record<string, number> };
};

export type StandInSku = {
  skuId: number;
  printing: string;
  condition: 'Near Mint' | 'Lightly Played' | 'Moderately Played' | 'Heavily Played' | 'Damaged';
  marketPrice: number | null;
  languageId?: number;
};

/** TCGplayer's Pokémon printings and conditions (GET /catalog/categories/3/...). */
const TCG_PRINTINGS = ['Normal', 'Holofoil', 'Reverse Holofoil', '1st Edition Holofoil'];
const TCG_CONDITIONS = [
  ['Near Mint', 'NM'],
  ['Lightly Played', 'LP'],
  ['Moderately Played', 'MP'],
  ['Heavily Played', 'HP'],
  ['Damaged', 'DMG'],
] as const;

/** A queued bad answer for the next request under `path`: a status, a raw body, or a hang. */
export type QueuedFailure = {
  path: string;
  status: number;
  retryAfter?: string;
  body?: unknown;
  /** Sent as is (not JSON-encoded): garbage such as '<html>' or truncated JSON. */
  rawBody?: string;
  /** Answer only after this long (a feed that times out). */
  delayMs?: number;
};

export type PriceApiStandIn = {
  url: string;
  tcgplayer: { apiUrl: string; publicKey: string; privateKey: string };
  pricecharting: { apiUrl: string; token: string };
  cardmarket: { apiUrl: string; keys: CardmarketKeys };
  ratesUrl: string;
  data: StandInData;
  failures: QueuedFailure[];
  requests: string[];
  close: () => Promise<void>;
};

export function emptyStandInData(): StandInData {
  return {
    tcgplayer: { prices: new Map(), groups: new Map(), skus: new Map() },
    pricecharting: [],
    cardmarket: { guide: new Map(), expansions: new Map() },
    rates: { date: '2026-11-24', units: { EUR: 0.94, GBP: 0.78, JPY: 155.2, CHF: 0.88 } },
  };
}

function json(res: ServerResponse, status: number, body: unknown, headers = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const GUIDE_HEADER =
  '"idProduct","Avg. Sell Price","Low Price","Trend Price","German Pro Low","Suggested Price","Foil Sell","Foil Low","Foil Trend","Low Price Ex+","AVG1","AVG7","AVG30","Foil AVG1","Foil AVG7","Foil AVG30"';

function priceGuideCsv(guide: StandInData['cardmarket']['guide']): string {
  const lines = [GUIDE_HEADER];
  for (const [id, row] of guide) {
    const trend = row.trend?.toFixed(2) ?? '';
    const foil = row.foilTrend?.toFixed(2) ?? '';
    const lowEx = row.lowEx?.toFixed(2) ?? '';
    lines.push(`${id},${trend},,${trend},,,${foil},,${foil},${lowEx},,,,,,`);
  }
  return `${lines.join('\n')}\n`;
}

export async function startPriceApiStandIn(
  data: StandInData = emptyStandInData(),
): Promise<PriceApiStandIn> {
  const tokens = new Set<string>();
  const tcg = { publicKey: 'tcg-public', privateKey: 'tcg-private' };
  const pcToken = 'pc-token';
  const keys: CardmarketKeys = {
    appToken: 'cm-app',
    appSecret: 'cm-app-secret',
    accessToken: 'cm-access',
    accessTokenSecret: 'cm-access-secret',
  };
  const state = { failures: [] as QueuedFailure[], requests: [] as string[] };
  // SKUs by id, as the SKU listing handed them out (what a client can then price).
  const listedSkus = new Map<number, StandInSku>();

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    state.requests.push(`${req.method} ${url.pathname}${url.search}`);
    const failure = state.failures.findIndex((entry) => url.pathname.startsWith(entry.path));
    if (failure >= 0) {
      const [entry] = state.failures.splice(failure, 1);
      if (entry?.delayMs) {
        await new Promise((resolve) => setTimeout(resolve, entry.delayMs));
      }
      if (entry?.rawBody !== undefined) {
        res.writeHead(entry.status, { 'content-type': 'application/json' });
        return res.end(entry.rawBody);
      }
      const headers = entry?.retryAfter ? { 'retry-after': entry.retryAfter } : {};
      return json(res, entry?.status ?? 500, entry?.body ?? { error: 'stand-in failure' }, headers);
    }

    // TCGplayer
    if (req.method === 'POST' && url.pathname === '/tcgplayer/token') {
      const form = new URLSearchParams(await readBody(req));
      if (
        form.get('grant_type') !== 'client_credentials' ||
        form.get('client_id') !== tcg.publicKey ||
        form.get('client_secret') !== tcg.privateKey
      ) {
        return json(res, 400, { error: 'invalid_client' });
      }
      const token = randomBytes(12).toString('hex');
      tokens.add(token);
      return json(res, 200, { access_token: token, token_type: 'bearer', expires_in: 1209599 });
    }
    if (url.pathname.startsWith('/tcgplayer/v1.39.0/')) {
      const token = /^bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
      if (!token || !tokens.has(token)) {
        return json(res, 401, { success: false, errors: ['Unauthorized'], results: [] });
      }
      const pricing = /^\/tcgplayer\/v1\.39\.0\/pricing\/product\/([\d,]+)$/.exec(url.pathname);
      if (pricing) {
        const ids = (pricing[1] ?? '').split(',').map(Number);
        const results = ids.flatMap((productId) =>
          (data.tcgplayer.prices.get(productId) ?? []).map((entry) => ({
            productId,
            lowPrice: entry.marketPrice,
            midPrice: entry.marketPrice,
            highPrice: entry.marketPrice,
            marketPrice: entry.marketPrice,
            directLowPrice: null,
            subTypeName: entry.subTypeName,
          })),
        );
        return results.length === 0
          ? json(res, 404, { success: false, errors: ['No products were found.'], results: [] })
          : json(res, 200, { success: true, errors: [], results });
      }
      const tcgPath = url.pathname.replace('/tcgplayer/v1.39.0', '');
      const ok = (results: unknown[]) => json(res, 200, { success: true, errors: [], results });
      if (tcgPath === '/catalog/categories/3/printings') {
        return ok(TCG_PRINTINGS.map((name, i) => ({ printingId: i + 1, name, displayOrder: i })));
      }
      if (tcgPath === '/catalog/categories/3/conditions') {
        return ok(
          TCG_CONDITIONS.map(([name, abbreviation], i) => ({
            conditionId: i + 1,
            name,
            abbreviation,
            displayOrder: i,
          })),
        );
      }
      const skuList = /^\/catalog\/products\/([\d,]+)\/skus$/.exec(tcgPath);
      if (skuList) {
        const ids = (skuList[1] ?? '').split(',').map(Number);
        return ok(
          ids.flatMap((productId) =>
            (data.tcgplayer.skus.get(productId) ?? []).map((sku) => {
              listedSkus.set(sku.skuId, sku);
              return {
                skuId: sku.skuId,
                productId,
                languageId: sku.languageId ?? 1,
                printingId: TCG_PRINTINGS.indexOf(sku.printing) + 1,
                conditionId: TCG_CONDITIONS.findIndex(([name]) => name === sku.condition) + 1,
              };
            }),
          ),
        );
      }
      const skuPricing = /^\/pricing\/sku\/([\d,]+)$/.exec(tcgPath);
      if (skuPricing) {
        const skus = (skuPricing[1] ?? '')
          .split(',')
          .flatMap((id) => listedSkus.get(Number(id)) ?? []);
        return ok(
          skus.map((sku) => ({
            skuId: sku.skuId,
            lowPrice: sku.marketPrice,
            lowestShipping: 0.99,
            lowestListingPrice: sku.marketPrice,
            marketPrice: sku.marketPrice,
            directLowPrice: null,
          })),
        );
      }
      if (url.pathname === '/tcgplayer/v1.39.0/catalog/products') {
        const products = data.tcgplayer.groups.get(Number(url.searchParams.get('groupId'))) ?? [];
        const offset = Number(url.searchParams.get('offset') ?? 0);
        const limit = Math.min(Number(url.searchParams.get('limit') ?? 10), 100);
        const page = products.slice(offset, offset + limit).map((product) => ({
          productId: product.productId,
          name: `Card ${product.number}`,
          extendedData: [{ name: 'Number', displayName: 'Card Number', value: product.number }],
        }));
        return json(res, 200, {
          success: true,
          errors: [],
          totalItems: products.length,
          results: page,
        });
      }
    }

    // PriceCharting
    if (url.pathname === '/pricecharting/api/products') {
      if (url.searchParams.get('t') !== pcToken) {
        return json(res, 200, { status: 'error', 'error-message': 'Invalid API token' });
      }
      const words = (url.searchParams.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      const products = data.pricecharting
        .filter((product) => {
          const text = `${product['console-name']} ${product['product-name']}`.toLowerCase();
          return words.every((word) => text.includes(word));
        })
        .slice(0, 20);
      return json(res, 200, { status: 'success', products });
    }

    // Exchange rates (Frankfurter: GET /latest?base=USD&symbols=EUR,GBP)
    if (url.pathname === '/rates/latest') {
      const base = url.searchParams.get('base') ?? 'EUR';
      if (base !== 'USD') {
        return json(res, 422, { message: 'this stand-in only knows base=USD' });
      }
      const symbols = url.searchParams.get('symbols')?.split(',');
      const rates = Object.fromEntries(
        Object.entries(data.rates.units).filter(([code]) => !symbols || symbols.includes(code)),
      );
      return json(res, 200, { amount: 1, base: 'USD', date: data.rates.date, rates });
    }

    // Cardmarket
    if (url.pathname.startsWith('/cardmarket/ws/v2.0/output.json/')) {
      const header = parseOauthHeader(req.headers.authorization ?? '');
      const { oauth_signature: signature, realm, ...params } = header;
      const fullUrl = `http://${req.headers.host}${url.pathname}${url.search}`;
      const expected = oauthSignature('GET', fullUrl, params, keys);
      if (
        params.oauth_consumer_key !== keys.appToken ||
        params.oauth_token !== keys.accessToken ||
        signature !== expected ||
        realm !== `http://${req.headers.host}${url.pathname}`
      ) {
        return json(res, 401, { mkm_error_description: 'Invalid signature' });
      }
      const path = url.pathname.replace('/cardmarket/ws/v2.0/output.json', '');
      if (path === '/priceguide' && url.searchParams.get('idGame') === '6') {
        const file = gzipSync(priceGuideCsv(data.cardmarket.guide)).toString('base64');
        return json(res, 200, { priceguidefile: file, mime: 'text/csv' });
      }
      const singles = /^\/expansions\/(\d+)\/singles$/.exec(path);
      if (singles) {
        const id = Number(singles[1]);
        const list = data.cardmarket.expansions.get(id);
        if (!list) {
          return json(res, 404, { mkm_error_description: 'Expansion not found' });
        }
        return json(res, 200, {
          expansion: { idExpansion: id, enName: `Expansion ${id}`, idGame: 6 },
          single: list.map((single) => ({ ...single, enName: `Card ${single.number}`, idGame: 6 })),
        });
      }
    }
    json(res, 404, { error: `no stand-in route for ${req.method} ${url.pathname}` });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    tcgplayer: { apiUrl: `${url}/tcgplayer`, ...tcg },
    pricecharting: { apiUrl: `${url}/pricecharting`, token: pcToken },
    cardmarket: { apiUrl: `${url}/cardmarket/ws/v2.0/output.json`, keys },
    ratesUrl: `${url}/rates`,
    data,
    get failures() {
      return state.failures;
    },
    get requests() {
      return state.requests;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
