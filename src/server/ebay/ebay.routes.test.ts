import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCatalogTestApp } from '../catalog/test-fixtures/catalog-test-app.ts';
import { addItem, call, insertPrices } from '../collection/collection-test-kit.ts';
import { type EbayStandIn, ebayStandInConfig, startEbayStandIn } from '../test/ebay-stand-in.ts';
import { csrfHeaders, type TestApp } from '../test/test-app.ts';
import { createTestUser, type TestUser } from '../test/users.ts';
import { createTokenCipher } from './token-crypto.ts';

let t: TestApp;
let stand: EbayStandIn;
let key: string;
let ash: TestUser;
let misty: TestUser;
let charizard: number;

/** Runs the browser's part of the flow: consent at the stand-in, then our callback. */
async function connect(user: TestUser, asUser: TestUser | null = user) {
  const start = await call(t, user, 'POST', '/api/ebay/connect');
  expect(start.status).toBe(200);
  const consent = await fetch(start.body.authorizationUrl, { redirect: 'manual' });
  const back = new URL(consent.headers.get('location') ?? '');
  const res = await t.app.inject({
    url: back.pathname + back.search,
    headers: asUser?.headers ?? {},
  });
  return { res, location: res.headers.location, state: back.searchParams.get('state') };
}

beforeAll(async () => {
  stand = await startEbayStandIn();
  const config = ebayStandInConfig(stand);
  key = config.EBAY_TOKEN_KEY;
  t = await createCatalogTestApp({ overrides: config });
  ash = await createTestUser(t.app);
  misty = await createTestUser(t.app);
  charizard = (await addItem(t, ash, { product_id: 'base1-4', condition: 'LP' })).id;
  await insertPrices(t, [{ productId: 'base1-4', date: '2025-01-02', market: 31299 }]);
});
afterAll(async () => {
  await t.close();
  await stand.close();
});
beforeEach(() => {
  stand.deny = false;
  stand.failDrafts = null;
});

describe('connecting eBay by OAuth 2', () => {
  it('sends the user to the configured authorization URL with a state', async () => {
    const res = await call(t, ash, 'POST', '/api/ebay/connect');
    const url = new URL(res.body.authorizationUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${stand.url}/oauth2/authorize`);
    expect(url.searchParams.get('client_id')).toBe(stand.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe('http://127.0.0.1:3000/api/ebay/callback');
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{32}$/);
  });

  it('stores the tokens encrypted and lands on /ebay/success', async () => {
    const { location } = await connect(ash);
    expect(location).toBe('/ebay/success?status=connected');
    const status = await call(t, ash, 'GET', '/api/ebay/status');
    expect(status.body).toMatchObject({ configured: true, connected: true });

    const { rows } = await t.app.pool.query(
      'SELECT access_token_enc, refresh_token_enc FROM ebay_connections WHERE user_id = $1',
      [ash.id],
    );
    const issued = stand.tokenRequests.at(-1);
    expect(issued?.get('grant_type')).toBe('authorization_code');
    const stored = rows[0] as { access_token_enc: string; refresh_token_enc: string };
    expect(stored.access_token_enc).not.toContain('access');
    const access = createTokenCipher(key).decrypt(stored.access_token_enc);
    expect(access).toMatch(/^v\^1\.1#access-/);
    const wrongKey = createTokenCipher(Buffer.alloc(32, 7).toString('base64'));
    expect(() => wrongKey.decrypt(stored.access_token_enc)).toThrow();
  });

  it('refuses a replayed, unknown or expired state', async () => {
    const { state } = await connect(misty);
    const replay = await t.app.inject({
      url: `/api/ebay/callback?code=x&state=${state}`,
      headers: misty.headers,
    });
    expect(replay.headers.location).toBe('/ebay/success?status=error&reason=invalid_state');
    const start = await call(t, misty, 'POST', '/api/ebay/connect');
    const fresh = new URL(start.body.authorizationUrl).searchParams.get('state');
    await t.app.pool.query(
      "UPDATE ebay_oauth_states SET created_at = now() - interval '11 minutes' WHERE state = $1",
      [fresh],
    );
    const late = await t.app.inject({
      url: `/api/ebay/callback?code=x&state=${fresh}`,
      headers: misty.headers,
    });
    expect(late.headers.location).toBe('/ebay/success?status=error&reason=invalid_state');
  });

  it('refuses a callback arriving in another user’s browser or signed out', async () => {
    expect((await connect(misty, ash)).location).toBe(
      '/ebay/success?status=error&reason=signed_out',
    );
    expect((await connect(misty, null)).location).toBe(
      '/ebay/success?status=error&reason=signed_out',
    );
  });

  it('reports a declined consent', async () => {
    stand.deny = true;
    const other = await createTestUser(t.app);
    expect((await connect(other)).location).toBe('/ebay/success?status=error&reason=access_denied');
    expect((await call(t, other, 'GET', '/api/ebay/status')).body.connected).toBe(false);
  });

  it('needs a verified signed-in user', async () => {
    const unverified = await createTestUser(t.app, { verified: false });
    expect((await call(t, unverified, 'POST', '/api/ebay/connect')).status).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/ebay/connect',
      headers: csrfHeaders(),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('List on eBay', () => {
  it('creates a draft with title, condition, market-price suggestion and photo', async () => {
    const res = await call(t, ash, 'POST', '/api/ebay/drafts', { userProductId: charizard });
    expect(res.status).toBe(201);
    const sent = stand.drafts.at(-1)?.body;
    expect(sent).toMatchObject({
      categoryId: '183454',
      condition: 'USED_EXCELLENT',
      pricingSummary: { price: { value: '312.99', currency: 'USD' } },
      product: { title: 'Charizard 4 Base Set Pokemon TCG' },
    });
    const product = sent?.product as { imageUrls: string[] } | undefined;
    expect(product?.imageUrls[0]).toMatch(/^https:.*\/high\.png$/);
    expect(res.body.draft).toMatchObject({
      userProductId: charizard,
      draftId: expect.stringMatching(/^\d+$/),
      priceCents: 31299,
      title: 'Charizard 4 Base Set Pokemon TCG',
    });
    const list = await call(t, ash, 'GET', '/api/ebay/drafts');
    expect(list.body.drafts.map((d: { id: number }) => d.id)).toContain(res.body.draft.id);
  });

  it('refreshes an expired access token first', async () => {
    await t.app.pool.query(
      "UPDATE ebay_connections SET access_expires_at = now() - interval '1 minute' WHERE user_id = $1",
      [ash.id],
    );
    const res = await call(t, ash, 'POST', '/api/ebay/drafts', { userProductId: charizard });
    expect(res.status).toBe(201);
    expect(stand.tokenRequests.at(-1)?.get('grant_type')).toBe('refresh_token');
  });

  it("answers 404 for another user's item and 409 without a connection", async () => {
    const mine = await call(t, misty, 'POST', '/api/ebay/drafts', { userProductId: charizard });
    expect(mine.status).toBe(404);
    const other = await createTestUser(t.app);
    const item = await addItem(t, other, { product_id: 'base1-2' });
    const res = await call(t, other, 'POST', '/api/ebay/drafts', { userProductId: item.id });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Connect your eBay account first');
  });

  it('reports an eBay failure as 502 naming it', async () => {
    stand.failDrafts = 500;
    const res = await call(t, ash, 'POST', '/api/ebay/drafts', { userProductId: charizard });
    expect(res.status).toBe(502);
    expect(res.body.error.message).toBe('eBay refused the draft listing (HTTP 500)');
  });

  it('disconnects and forgets the tokens', async () => {
    expect((await call(t, ash, 'DELETE', '/api/ebay/connection')).status).toBe(204);
    expect((await call(t, ash, 'DELETE', '/api/ebay/connection')).status).toBe(404);
    const { rows } = await t.app.pool.query('SELECT 1 FROM ebay_connections WHERE user_id = $1', [
      ash.id,
    ]);
    expect(rows).toEqual([]);
    const res = await call(t, ash, 'POST', '/api/ebay/drafts', { userProductId: charizard });
    expect(res.status).toBe(409);
  });
});

describe('the OpenAPI document', () => {
  it('lists the eBay calls', async () => {
    const doc = (await t.app.inject({ url: '/api/docs' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/ebay/status',
        '/api/ebay/connect',
        '/api/ebay/callback',
        '/api/ebay/connection',
        '/api/ebay/drafts',
      ]),
    );
  });
});

describe('stored tokens that no longer work', () => {
  it('asks to reconnect when the tokens do not decrypt (a new EBAY_TOKEN_KEY)', async () => {
    expect((await connect(ash)).location).toBe('/ebay/success?status=connected');
    await t.app.pool.query(
      "UPDATE ebay_connections SET access_token_enc = 'v1.AAAA.AAAA.AAAA' WHERE user_id = $1",
      [ash.id],
    );
    const res = await call(t, ash, 'POST', '/api/ebay/drafts', { userProductId: charizard });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(
      'Your eBay connection has expired. Please connect eBay again.',
    );
    expect((await call(t, ash, 'GET', '/api/ebay/status')).body.connected).toBe(false);
  });
});

describe('without eBay configuration', () => {
  it('says so in the status and refuses to connect', async () => {
    const bare = await createCatalogTestApp({ withCatalog: false });
    try {
      const user = await createTestUser(bare.app);
      const status = await call(bare, user, 'GET', '/api/ebay/status');
      expect(status.body).toEqual({ configured: false, connected: false, connectedAt: null });
      const res = await call(bare, user, 'POST', '/api/ebay/connect');
      expect(res.status).toBe(409);
    } finally {
      await bare.close();
    }
  });
});
