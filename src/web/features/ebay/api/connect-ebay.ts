import { ebayConnectSchema } from '#core/ebay/ebay.schema.ts';
import { requestJson } from '../../../lib/api-client.ts';

/** POST /api/ebay/connect: eBay's consent URL to send the browser to. */
export async function startEbayConnect(): Promise<string> {
  const body = await requestJson('/api/ebay/connect', { method: 'POST' });
  return ebayConnectSchema.parse(body).authorizationUrl;
}
