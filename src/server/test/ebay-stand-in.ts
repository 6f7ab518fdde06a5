import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for eBay's OAuth 2 and Sell Listing APIs on 127.0.0.1, for tests and
 * journeys: /oauth2/authorize consents at once (or denies when `deny` is set), the token
 * endpoint checks the client credentials, codes and refresh tokens, and item drafts need a
 * live access token. Everything received is recorded for assertions.
 */
export type EbayStandIn = {
  url: string;
  clientId: string;
  clientSecret: string;
  drafts: { token: string; body: Record<string, unknown> }[];
  tokenRequests: URLSearchParams[];
  /** Answer the next consent with error=access_denied. */
  deny: boolean;
  /** Seconds an access token lives. */
  accessTtl: number;
  /** Fail item drafts with this status (e.g. 500). */
  failDrafts: number | null;
  close: () => Promise<void>;
};

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export async function startEbayStandIn(): Promise<EbayStandIn> {
  const codes = new Map<string, string>();
  const accessTokens = new Map<string, number>();
  const refreshTokens = new Set<string>();
  const token = (prefix: string) => `${prefix}-${randomBytes(12).toString('hex')}`;

  const issue = (res: ServerResponse) => {
    const access = token('v^1.1#access');
    const refresh = token('v^1.1#refresh');
    accessTokens.set(access, Date.now() + stand.accessTtl * 1000);
    refreshTokens.add(refresh);
    json(res, 200, {
      access_token: access,
      expires_in: stand.accessTtl,
      refresh_token: refresh,
      refresh_token_expires_in: 47_304_000,
      token_type: 'User Access Token',
    });
  };

  const onToken = async (req: IncomingMessage, res: ServerResponse) => {
    const form = new URLSearchParams(await readBody(req));
    stand.tokenRequests.push(form);
    const expected = `Basic ${Buffer.from(`${stand.clientId}:${stand.clientSecret}`).toString('base64')}`;
    if (req.headers.authorization !== expected) {
      return json(res, 401, { error: 'invalid_client' });
    }
    const grant = form.get('grant_type');
    if (grant === 'authorization_code') {
      const redirect = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      if (!redirect || redirect !== form.get('redirect_uri')) {
        return json(res, 400, { error: 'invalid_grant' });
      }
      return issue(res);
    }
    if (grant === 'refresh_token' && refreshTokens.has(form.get('refresh_token') ?? '')) {
      return issue(res);
    }
    return json(res, 400, { error: 'invalid_grant' });
  };

  const onDraft = async (req: IncomingMessage, res: ServerResponse) => {
    const bearer = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    const expires = accessTokens.get(bearer);
    if (!expires || expires < Date.now()) {
      return json(res, 401, { errors: [{ errorId: 1001, message: 'Invalid access token' }] });
    }
    if (stand.failDrafts) {
      return json(res, stand.failDrafts, {
        errors: [{ errorId: 2004, message: 'Internal error' }],
      });
    }
    const body = JSON.parse(await readBody(req)) as Record<string, unknown>;
    stand.drafts.push({ token: bearer, body });
    const id = String(5_000_000 + stand.drafts.length);
    json(res, 201, {
      itemDraftId: id,
      sellFlowNativeUri: `ebay://item/draft/${id}`,
      sellFlowUrl: `${stand.url}/sl/list?draftId=${id}`,
    });
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method === 'GET' && url.pathname === '/oauth2/authorize') {
      const target = new URL(url.searchParams.get('redirect_uri') ?? '');
      target.searchParams.set('state', url.searchParams.get('state') ?? '');
      if (stand.deny || url.searchParams.get('client_id') !== stand.clientId) {
        target.searchParams.set('error', 'access_denied');
      } else {
        const code = token('code');
        codes.set(code, url.searchParams.get('redirect_uri') ?? '');
        target.searchParams.set('code', code);
      }
      res.writeHead(302, { location: target.toString() });
      return res.end();
    }
    if (req.method === 'POST' && url.pathname === '/identity/v1/oauth2/token') {
      return void onToken(req, res);
    }
    if (req.method === 'POST' && url.pathname === '/sell/listing/v1_beta/item_draft/') {
      return void onDraft(req, res);
    }
    json(res, 404, { errors: [{ message: 'not found' }] });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const stand: EbayStandIn = {
    url: `http://127.0.0.1:${port}`,
    clientId: 'cardfolio-test-client',
    clientSecret: 'stand-in-secret',
    drafts: [],
    tokenRequests: [],
    deny: false,
    accessTtl: 7200,
    failDrafts: null,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return stand;
}

/** App config pointing the eBay integration at the stand-in. */
export function ebayStandInConfig(stand: EbayStandIn) {
  return {
    EBAY_CLIENT_ID: stand.clientId,
    EBAY_CLIENT_SECRET: stand.clientSecret,
    EBAY_AUTH_URL: `${stand.url}/oauth2/authorize`,
    EBAY_TOKEN_URL: `${stand.url}/identity/v1/oauth2/token`,
    EBAY_API_BASE: stand.url,
    EBAY_TOKEN_KEY: randomBytes(32).toString('base64'),
  };
}
