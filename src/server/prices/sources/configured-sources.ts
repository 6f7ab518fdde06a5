import type { Config } from '../../config.ts';
import { createCardmarketSource } from './cardmarket.source.ts';
import type { PriceSource } from './price-source.ts';
import { createPricechartingSource } from './pricecharting.source.ts';
import { createTcgplayerSource } from './tcgplayer.source.ts';

type PricesConfig = Pick<
  Config,
  | 'TCGPLAYER_PUBLIC_KEY'
  | 'TCGPLAYER_PRIVATE_KEY'
  | 'TCGPLAYER_API_URL'
  | 'PRICECHARTING_TOKEN'
  | 'PRICECHARTING_API_URL'
  | 'CARDMARKET_APP_TOKEN'
  | 'CARDMARKET_APP_SECRET'
  | 'CARDMARKET_ACCESS_TOKEN'
  | 'CARDMARKET_ACCESS_TOKEN_SECRET'
  | 'CARDMARKET_API_URL'
>;

/** The price sources whose keys the operator set, in the order the daily job runs them. */
export function createConfiguredPriceSources(config: PricesConfig): PriceSource[] {
  const sources: PriceSource[] = [];
  if (config.TCGPLAYER_PUBLIC_KEY && config.TCGPLAYER_PRIVATE_KEY) {
    sources.push(
      createTcgplayerSource({
        apiUrl: config.TCGPLAYER_API_URL,
        publicKey: config.TCGPLAYER_PUBLIC_KEY,
        privateKey: config.TCGPLAYER_PRIVATE_KEY,
      }),
    );
  }
  if (
    config.CARDMARKET_APP_TOKEN &&
    config.CARDMARKET_APP_SECRET &&
    config.CARDMARKET_ACCESS_TOKEN &&
    config.CARDMARKET_ACCESS_TOKEN_SECRET
  ) {
    sources.push(
      createCardmarketSource({
        apiUrl: config.CARDMARKET_API_URL,
        keys: {
          appToken: config.CARDMARKET_APP_TOKEN,
          appSecret: config.CARDMARKET_APP_SECRET,
          accessToken: config.CARDMARKET_ACCESS_TOKEN,
          accessTokenSecret: config.CARDMARKET_ACCESS_TOKEN_SECRET,
        },
      }),
    );
  }
  if (config.PRICECHARTING_TOKEN) {
    sources.push(
      createPricechartingSource({
        apiUrl: config.PRICECHARTING_API_URL,
        token: config.PRICECHARTING_TOKEN,
      }),
    );
  }
  return sources;
}

/** Names of the configured sources (for the admin page), without creating clients. */
export function configuredSourceNames(config: PricesConfig): string[] {
  return createConfiguredPriceSources(config).map((source) => source.name);
}
