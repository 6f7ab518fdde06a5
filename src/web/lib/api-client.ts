import type { z } from 'zod';
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

/** request() then JSON, unchecked: parse it with the answer's core schema (parseAnswer). */
export async function requestJson(path: string, options?: RequestOptions): Promise<unknown> {
  const response = await request(path, options);
  return response.json();
}

/**
 * An answer held to its core schema: a body that does not match is thrown as an Error with the
 * call's own message (the schema's issues as its cause), never passed on as wrong data.
 */
export function parseAnswer<S extends z.ZodType>(
  schema: S,
  body: unknown,
  message: string,
): z.output<S> {
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new Error(message, { cause: result.error });
  }
  return result.data;
}

/**
 * The JSON body of a failed answer: the app's `{ error: { code, message, issues } }` (issues: a
 * schema's `[{ path, message }]`, a service's `{ field }`, or the order's `{ errors }`), the
 * accounts protocol's `{ message }`, or an older `{ error: '...' }`.
 */
export type ErrorAnswerBody = {
  error?:
    | string
    | {
        code?: string;
        message?: string;
        issues?:
          | { path?: string; message?: string }[]
          | { field?: string; code?: string; errors?: Record<string, string> };
      };
  message?: string;
};

/** The one reader of a thrown error Response's body; null when it is not a Response or not JSON. */
export async function readErrorBody(error: unknown): Promise<ErrorAnswerBody | null> {
  if (!(error instanceof Response)) {
    return null;
  }
  try {
    const body: unknown = await error.clone().json();
    return body !== null && typeof body === 'object' ? (body as ErrorAnswerBody) : null;
  } catch {
    return null;
  }
}

/** The failure object of an error body (`error` when it is an object), or undefined. */
export function errorDetails(body: ErrorAnswerBody | null) {
  return typeof body?.error === 'object' ? body.error : undefined;
}

/** The server's message in a thrown error Response ({ error: { message } } or { error: '...' }). */
export async function serverErrorMessage(error: unknown): Promise<string | null> {
  const body = await readErrorBody(error);
  if (typeof body?.error === 'string') {
    return body.error;
  }
  return errorDetails(body)?.message ?? body?.message ?? null;
}

/** The message of a thrown error Response, or a fallback. */
export async function readErrorMessage(error: unknown, fallback: string): Promise<string> {
  return (await serverErrorMessage(error)) ?? fallback;
}
