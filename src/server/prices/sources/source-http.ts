import { PriceSourceError } from './price-source.ts';

export type SourceHttpOptions = {
  source: string;
  /** Attempts per request on 429 and 5xx answers and network errors. */
  maxAttempts?: number;
  /** Longest Retry-After honoured; a longer one fails the request (the run retries later). */
  maxRetryAfterMs?: number;
  sleep?: (ms: number) => Promise<void>;
  /** Each attempt is abandoned after this long (default 30 s). */
  timeoutMs?: number;
};

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A URL as it may appear in logs and errors: origin and path, without user info or query,
 * where feeds carry their keys (the PriceCharting token, a rates URL's password).
 */
export function loggableUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return '(unreadable URL)';
  }
}

/** Feed calls carry keys: plain http is refused except to this machine (stand-ins, tests). */
export function assertSecureUrl(source: string, url: string): void {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && !LOOPBACK_HOSTS.has(parsed.hostname)) {
    throw new PriceSourceError(
      source,
      `refusing ${parsed.protocol} for ${parsed.host}: use an https URL (the call carries keys)`,
    );
  }
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Retry-After in seconds or as an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) {
    return undefined;
  }
  if (/^\d+$/.test(value.trim())) {
    return Number(value.trim()) * 1000;
  }
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * fetch() for price sources: waits out 429 answers (Retry-After, else a growing pause),
 * retries 5xx answers, network errors and timeouts, and turns other failures into
 * PriceSourceError naming the source, the status and the body's first words. Refuses plain
 * http to other machines.
 */
export function createSourceHttp(options: SourceHttpOptions) {
  const maxAttempts = options.maxAttempts ?? 5;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? 120_000;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const sleep = options.sleep ?? defaultSleep;
  const fail = (message: string) => new PriceSourceError(options.source, message);

  return async function request(url: string, init: RequestInit = {}): Promise<Response> {
    assertSecureUrl(options.source, url);
    for (let attempt = 1; ; attempt++) {
      let response: Response;
      try {
        const timeout = AbortSignal.timeout(timeoutMs);
        const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
        response = await fetch(url, { ...init, signal });
      } catch (error) {
        if (attempt >= maxAttempts) {
          throw fail(`cannot reach ${new URL(url).origin} (${(error as Error).message})`);
        }
        await sleep(250 * 2 ** attempt);
        continue;
      }
      if (response.ok) {
        return response;
      }
      const retryable = response.status === 429 || response.status >= 500;
      if (!retryable || attempt >= maxAttempts) {
        const body = (await response.text().catch(() => '')).slice(0, 200);
        throw fail(
          `HTTP ${response.status} from ${new URL(url).pathname}${body ? `: ${body}` : ''}`,
        );
      }
      await response.body?.cancel();
      const wait = parseRetryAfter(response.headers.get('retry-after')) ?? 500 * 2 ** attempt;
      if (wait > maxRetryAfterMs) {
        throw fail(`rate limited for ${Math.round(wait / 1000)} s (Retry-After)`);
      }
      await sleep(wait);
    }
  };
}

export async function readJson(source: string, response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new PriceSourceError(source, `answer is not JSON: ${text.slice(0, 80)}`);
  }
}
