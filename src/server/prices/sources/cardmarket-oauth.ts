import { createHmac, randomBytes } from 'node:crypto';

export type CardmarketKeys = {
  appToken: string;
  appSecret: string;
  accessToken: string;
  accessTokenSecret: string;
};

/** RFC 3986 percent-encoding, as OAuth 1.0a requires. */
export const oauthEncode = (value: string) =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** The HMAC-SHA1 signature over method, URL without query, and every parameter sorted. */
export function oauthSignature(
  method: string,
  url: string,
  params: Record<string, string>,
  keys: Pick<CardmarketKeys, 'appSecret' | 'accessTokenSecret'>,
): string {
  const parsed = new URL(url);
  const all = [...Object.entries(params), ...parsed.searchParams.entries()]
    .map(([key, value]) => [oauthEncode(key), oauthEncode(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  const baseUrl = `${parsed.origin}${parsed.pathname}`;
  const baseString = [method.toUpperCase(), oauthEncode(baseUrl), oauthEncode(all)].join('&');
  const signingKey = `${oauthEncode(keys.appSecret)}&${oauthEncode(keys.accessTokenSecret)}`;
  return createHmac('sha1', signingKey).update(baseString).digest('base64');
}

/**
 * Cardmarket API 2.0's Authorization header: OAuth 1.0a with the app and access tokens, the
 * realm being the request URL without its query.
 */
export function cardmarketAuthorization(
  method: string,
  url: string,
  keys: CardmarketKeys,
  now = Date.now(),
): string {
  const params: Record<string, string> = {
    oauth_consumer_key: keys.appToken,
    oauth_token: keys.accessToken,
    oauth_nonce: randomBytes(12).toString('hex'),
    oauth_timestamp: String(Math.floor(now / 1000)),
    oauth_signature_method: 'HMAC-SHA1',
    oauth_version: '1.0',
  };
  const signature = oauthSignature(method, url, params, keys);
  const parsed = new URL(url);
  const fields = {
    realm: `${parsed.origin}${parsed.pathname}`,
    ...params,
    oauth_signature: signature,
  };
  return `OAuth ${Object.entries(fields)
    .map(([key, value]) => `${key}="${oauthEncode(value)}"`)
    .join(', ')}`;
}

/** Reads an OAuth Authorization header back into its fields (for stand-ins and checks). */
export function parseOauthHeader(header: string): Record<string, string> {
  const fields: Record<string, string> = {};
  // regex-safety: reads headers this app signed (stand-ins and checks), never request input.
  for (const match of header.replace(/^OAuth\s+/i, '').matchAll(/(\w+)="([^"]*)"/g)) {
    fields[match[1] as string] = decodeURIComponent(match[2] as string);
  }
  return fields;
}
