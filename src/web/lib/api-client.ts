import { CSRF_COOKIE, CSRF_HEADER, CSRF_RESTORE_PATH } from '#core/http/csrf.ts';
import { readCookie } from './cookies.ts';

export type RequestOptions = {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

type Deps = { fetch: typeof fetch; readCsrfCookie: () => string | undefined };

function isRawBody(body: unknown): body is BodyInit {
  return (
    body instanceof FormData ||
    body instanceof URLSearchParams ||
    body instanceof Blob ||
    body instanceof ArrayBuffer ||
    typeof body === 'string'
  );
}

/**
 * The one request wrapper of spec section 7: GET by default; for other methods the CSRF cookie
 * is echoed in a header (restored first when missing); a 403 restores the token and retries once,
 * returning the retry's response; any other status of 400 or more is thrown as the raw Response.
 */
export function createRequest(deps: Deps) {
  const restoreCsrf = () => deps.fetch(CSRF_RESTORE_PATH, { credentials: 'include' });

  async function send(path: string, options: RequestOptions): Promise<Response> {
    const method = (options.method ?? 'GET').toUpperCase();
    const headers: Record<string, string> = { ...options.headers };
    if (method !== 'GET' && method !== 'HEAD') {
      let token = deps.readCsrfCookie();
      if (!token) {
        await restoreCsrf();
        token = deps.readCsrfCookie();
      }
      if (token) {
        headers[CSRF_HEADER] = token;
      }
    }
    let body: BodyInit | undefined;
    if (options.body !== undefined) {
      if (isRawBody(options.body)) {
        body = options.body;
      } else {
        body = JSON.stringify(options.body);
        headers['content-type'] ??= 'application/json';
      }
    }
    return deps.fetch(path, {
      method,
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
    });
  }

  return async function request(path: string, options: RequestOptions = {}): Promise<Response> {
    const response = await send(path, options);
    if (response.status === 403) {
      await restoreCsrf();
      return send(path, options);
    }
    if (response.status >= 400) {
      throw response;
    }
    return response;
  };
}

export const request = createRequest({
  fetch: (...args) => globalThis.fetch(...args),
  readCsrfCookie: () => readCookie(document.cookie, CSRF_COOKIE) || undefined,
});

/** request() then JSON; for query functions. */
export async function requestJson<T>(path: string, options?: RequestOptions): Promise<T> {
  const response = await request(path, options);
  return (await response.json()) as T;
}

/** The server's message in a thrown error Response ({ error: { message } } or { error: '...' }). */
export async function serverErrorMessage(error: unknown): Promise<string | null> {
  if (!(error instanceof Response)) {
    return null;
  }
  try {
    const body = (await error.clone().json()) as {
      error?: string | { message?: string };
      message?: string;
    };
    if (typeof body.error === 'string') {
      return body.error;
    }
    return body.error?.message ?? body.message ?? null;
  } catch {
    return null;
  }
}

/** The message of a thrown error Response, or a fallback. */
export async function readErrorMessage(error: unknown, fallback: string): Promise<string> {
  return (await serverErrorMessage(error)) ?? fallback;
}
