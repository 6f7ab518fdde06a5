import { AppError } from '#core/errors.ts';
import type { AppConfig } from '../config.ts';
import type { EbayEndpoints } from './ebay-client.ts';
import { createTokenCipher, type TokenCipher } from './token-crypto.ts';

export type Setup = { endpoints: EbayEndpoints; cipher: TokenCipher };

export function setup(config: AppConfig): Setup | undefined {
  const { EBAY_CLIENT_ID, EBAY_CLIENT_SECRET, EBAY_TOKEN_KEY } = config;
  if (!EBAY_CLIENT_ID || !EBAY_CLIENT_SECRET || !EBAY_TOKEN_KEY) {
    return undefined;
  }
  return {
    endpoints: {
      clientId: EBAY_CLIENT_ID,
      clientSecret: EBAY_CLIENT_SECRET,
      tokenUrl: config.EBAY_TOKEN_URL,
      apiBase: config.EBAY_API_BASE,
      redirectUri: config.EBAY_REDIRECT_URI ?? `${config.WEBSITE_URL}/api/ebay/callback`,
    },
    cipher: createTokenCipher(EBAY_TOKEN_KEY),
  };
}

export function requireSetup(config: AppConfig): Setup {
  const found = setup(config);
  if (!found) {
    throw new AppError('CONFLICT', 'eBay is not set up on this server');
  }
  return found;
}
