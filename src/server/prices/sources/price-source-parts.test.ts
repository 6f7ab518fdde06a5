import { describe, expect, it } from 'vitest';
import { cardmarketAuthorization, oauthSignature, parseOauthHeader } from './cardmarket-oauth.ts';
import { normalizeCardNumber } from './price-source.ts';
import { parseRetryAfter } from './source-http.ts';
import { tcgplayerPrinting } from './tcgplayer.source.ts';

describe('Cardmarket OAuth 1.0a', () => {
  // Fixed example keys and values; the expected signature was computed separately (RFC 5849
  // section 3.4 written out with Python's hmac and urllib), not with this code.
  const keys = {
    appSecret: 'pChvrpp6AEOEwxBIIUBOvWcRG3X9xL4Y',
    accessTokenSecret: '26k1pZsJsjGQAtvdU3uRN8FCKkJ2XxTk',
  };
  const params = {
    oauth_consumer_key: 'bfaD9xOU0SXBhtBP',
    oauth_token: 'lBY1xptUJ7ZJSK01x4fNwzw8kAe5b10Q',
    oauth_nonce: '53eb1f44909d6',
    oauth_timestamp: '1407917892',
    oauth_signature_method: 'HMAC-SHA1',
    oauth_version: '1.0',
  };

  it('signs method, URL and sorted parameters, query parameters included', () => {
    const url = 'https://api.cardmarket.com/ws/v2.0/output.json/priceguide?idGame=6';
    expect(oauthSignature('GET', url, params, keys)).toBe('YM1K6/UZtEYz4O50s93iOIW6BQ4=');
  });

  it('sends the realm without the query and every oauth field', () => {
    const header = cardmarketAuthorization(
      'GET',
      'https://api.cardmarket.com/ws/v2.0/output.json/priceguide?idGame=6',
      { appToken: 'app', appSecret: 's', accessToken: 'tok', accessTokenSecret: 't' },
      1_407_917_892_000,
    );
    expect(parseOauthHeader(header)).toMatchObject({
      realm: 'https://api.cardmarket.com/ws/v2.0/output.json/priceguide',
      oauth_consumer_key: 'app',
      oauth_token: 'tok',
      oauth_timestamp: '1407917892',
      oauth_signature_method: 'HMAC-SHA1',
      oauth_version: '1.0',
    });
  });
});

describe('price source helpers', () => {
  it('compares card numbers as marketplaces print them', () => {
    expect(normalizeCardNumber('025/165')).toBe('25');
    expect(normalizeCardNumber('025')).toBe('25');
    expect(normalizeCardNumber('TG01')).toBe('tg1');
    expect(normalizeCardNumber('SV001/SV122')).toBe('sv1');
    expect(normalizeCardNumber('0')).toBe('0');
    expect(normalizeCardNumber('000')).toBe('0');
    expect(normalizeCardNumber('105')).toBe('105');
    expect(normalizeCardNumber('GG044')).toBe('gg44');
  });

  it('reads TCGplayer printing names as a type and a 1st-edition stamp', () => {
    expect(tcgplayerPrinting('Normal')).toEqual({ type: 'normal', firstEdition: false });
    expect(tcgplayerPrinting('Holofoil')).toEqual({ type: 'holo', firstEdition: false });
    expect(tcgplayerPrinting('Reverse Holofoil')).toEqual({ type: 'reverse', firstEdition: false });
    expect(tcgplayerPrinting('1st Edition Holofoil')).toEqual({ type: 'holo', firstEdition: true });
    expect(tcgplayerPrinting('1st Edition')).toEqual({ type: 'normal', firstEdition: true });
    expect(tcgplayerPrinting('Unlimited Holofoil')).toEqual({ type: 'holo', firstEdition: false });
  });

  it('reads Retry-After in seconds or as a date', () => {
    expect(parseRetryAfter('3')).toBe(3000);
    expect(
      parseRetryAfter('Wed, 25 Nov 2026 00:00:10 GMT', Date.parse('2026-11-25T00:00:00Z')),
    ).toBe(10_000);
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
  });
});
