import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The cookie a browser gets once it opened a dev page with `?key=` (decision 003). */
export const DEV_KEY_COOKIE = 'cardfolio-dev-key';
/** Scripts and tests may send the key in this header instead. */
export const DEV_KEY_HEADER = 'x-dev-key';

function sameKey(given: unknown, key: string): boolean {
  if (typeof given !== 'string') {
    return false;
  }
  const a = Buffer.from(given);
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual(a, b);
}

function queryKey(request: FastifyRequest): unknown {
  const query = request.query as Record<string, unknown> | undefined;
  return query?.key;
}

/**
 * Whether the request carries the dev key (query, header or cookie). A key given in the query is
 * remembered in an HttpOnly cookie, so the mailbox's links and the TEST MODE page work after.
 */
export function hasDevKey(request: FastifyRequest, reply: FastifyReply, key: string | undefined) {
  if (key === undefined) {
    return false;
  }
  if (sameKey(queryKey(request), key)) {
    const secure = request.server.config.WEBSITE_URL.startsWith('https:');
    reply.setCookie(DEV_KEY_COOKIE, key, { path: '/', httpOnly: true, sameSite: 'lax', secure });
    return true;
  }
  return (
    sameKey(request.headers[DEV_KEY_HEADER], key) || sameKey(request.cookies[DEV_KEY_COOKIE], key)
  );
}

export const DEV_KEY_REFUSAL =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>Dev key needed</title><p>This development page needs the dev key: open the link with <code>?key=</code> printed when the server started.</p></html>';

/** The header scripts and tests send to reach the dev pages of `app`. */
export function devKeyHeaders(app: { config: { DEV_KEY?: string | undefined } }) {
  return { [DEV_KEY_HEADER]: app.config.DEV_KEY ?? '' };
}
