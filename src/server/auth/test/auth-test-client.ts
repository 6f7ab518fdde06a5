import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../app.ts';
import { type Cookies, cookieHeader } from '../../test/cookies.ts';
import { csrfHeaders } from '../../test/test-app.ts';

/** Applies a response's Set-Cookie headers to a jar (an empty value or past expiry deletes). */
export function applyCookies(jar: Cookies, res: LightMyRequestResponse): Cookies {
  for (const cookie of res.cookies as { name: string; value: string; expires?: Date }[]) {
    if (!cookie.value || (cookie.expires && cookie.expires.getTime() < Date.now())) {
      delete jar[cookie.name];
    } else {
      jar[cookie.name] = cookie.value;
    }
  }
  return jar;
}

/** Decodes the front-token header (base64 JSON). */
export function decodeFrontToken(res: LightMyRequestResponse) {
  const header = res.headers['front-token'];
  if (typeof header !== 'string' || header === 'remove') {
    return undefined;
  }
  return JSON.parse(Buffer.from(header, 'base64').toString('utf8')) as {
    uid: string;
    ate: number;
    up: Record<string, unknown> & { sessionHandle: string; iat: number; exp: number };
  };
}

export const FDI_HEADERS = {
  rid: 'emailpassword',
  'fdi-version': '3.1,4.0,4.1,4.2',
  'st-auth-mode': 'cookie',
};

export function form(fields: Record<string, unknown>) {
  return {
    formFields: Object.entries(fields).map(([id, value]) => ({ id, value })),
    shouldTryLinkingWithSessionUser: false,
  };
}

/** A browser-like client: keeps cookies between calls, sends the SDK's headers. */
export function createAuthClient(app: App) {
  const jar: Cookies = {};
  async function call(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) {
    const cookiePaths = url.startsWith('/api/auth/session/refresh')
      ? jar
      : Object.fromEntries(Object.entries(jar).filter(([name]) => name !== 'sRefreshToken'));
    const res = await app.inject({
      method,
      url,
      headers: { ...FDI_HEADERS, cookie: cookieHeader(cookiePaths), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    applyCookies(jar, res);
    return res;
  }
  return {
    jar,
    call,
    signUp: (email: string, password: string) =>
      call('POST', '/api/auth/signup', form({ email, password })),
    signIn: (email: string, password: string) =>
      call('POST', '/api/auth/signin', form({ email, password })),
    refresh: () => call('POST', '/api/auth/session/refresh', undefined, { rid: 'session' }),
    me: () => call('GET', '/api/session/me'),
    /** A state-changing product call: the client's cookies plus the CSRF double-submit pair. */
    send: (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
      call(method, url, payload, csrfHeadersWith(jar)),
  };
}

/** The double-submit CSRF pair merged with the client's own cookies. */
export function csrfHeadersWith(jar: Record<string, string>) {
  const pair = csrfHeaders();
  const { sRefreshToken: _refreshTokenStaysOnItsPath, ...cookies } = jar;
  return { ...pair, cookie: [pair.cookie, cookieHeader(cookies)].filter(Boolean).join('; ') };
}
