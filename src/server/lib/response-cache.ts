import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { compress, type Encoding, pickEncoding } from './compression.ts';
import { matchesEtag } from './etag.ts';

type Entry = { etag: string; raw: Buffer; compressed: Map<Encoding, Promise<Buffer>> };

const MAX_ENTRIES = 5000;
const MAX_BYTES = 64 * 1024 * 1024;
const COMPRESS_FROM_BYTES = 1024;

/**
 * Route options for GETs answered by a response cache: it compresses (once per entry) itself,
 * so @fastify/compress's per-request hooks are left off these routes.
 */
export const SELF_COMPRESSED = { compress: false, decompress: false } as const;

/**
 * GET responses cached as ready bytes per version of the data they show: `readVersion` should
 * be cheap (the catalog reuses one read for 250 ms), then each request is a map lookup. The
 * ETag is derived from the version and the key, so an entry is never stale (a change makes a
 * new key) and If-None-Match gets a 304 without a body. Bounded (5,000 entries, 64 MB, oldest
 * out); every app process keeps its own copy; nothing depends on it but speed.
 */
export function createResponseCache(readVersion: () => Promise<string>) {
  const entries = new Map<string, Promise<Entry | null>>();
  const sizes = new Map<string, number>();
  let totalBytes = 0;

  function forget(key: string) {
    entries.delete(key);
    totalBytes -= sizes.get(key) ?? 0;
    sizes.delete(key);
  }

  function remember(key: string, size: number) {
    sizes.set(key, size);
    totalBytes += size;
    // Maps iterate in insertion order: the oldest entries go first.
    for (const oldest of entries.keys()) {
      if (entries.size <= MAX_ENTRIES && totalBytes <= MAX_BYTES) {
        break;
      }
      forget(oldest);
    }
  }

  async function load<T>(
    key: string,
    schema: z.ZodType<T>,
    build: () => Promise<T | null>,
  ): Promise<Entry | null> {
    const version = await readVersion();
    const versionedKey = `${version}\u0000${key}`;
    const cached = entries.get(versionedKey);
    if (cached) {
      return cached;
    }
    const pending = build().then((value): Entry | null => {
      if (value === null) {
        return null;
      }
      // The zod serializer's own steps (parse, then stringify), once per catalog version.
      const raw = Buffer.from(JSON.stringify(schema.parse(value)));
      const etag = `W/"${createHash('sha1').update(versionedKey).digest('base64url')}"`;
      return { etag, raw, compressed: new Map() };
    });
    entries.set(versionedKey, pending);
    try {
      const entry = await pending;
      remember(versionedKey, entry?.raw.length ?? 64);
      return entry;
    } catch (error) {
      forget(versionedKey);
      throw error;
    }
  }

  function encode(entry: Entry, encoding: Encoding): Promise<Buffer> {
    let compressed = entry.compressed.get(encoding);
    if (!compressed) {
      compressed = compress(entry.raw, encoding);
      entry.compressed.set(encoding, compressed);
      compressed.catch(() => entry.compressed.delete(encoding));
    }
    return compressed;
  }

  /**
   * Answers from the cache: 304 on a matching If-None-Match, else the bytes (compressed when
   * asked for). Resolves true once the answer is sent (the handler then returns `reply`), false
   * when build() found nothing, for the route to answer 404. Never resolves to the reply
   * itself: a reply is a thenable, so an async function returning it settles only when the
   * response has ended, and with undefined, which read as "nothing found" (a logged 404 after
   * the 200) or made Fastify send a second time.
   */
  async function send<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    schema: z.ZodType<T>,
    build: () => Promise<T | null>,
  ): Promise<boolean> {
    const entry = await load(key, schema, build);
    if (!entry) {
      return false;
    }
    reply.header('etag', entry.etag);
    if (matchesEtag(request.headers['if-none-match'], entry.etag)) {
      reply.code(304).send();
      return true;
    }
    const wanted = pickEncoding(request.headers['accept-encoding']);
    const encoding = wanted && entry.raw.length >= COMPRESS_FROM_BYTES ? wanted : null;
    reply.header('vary', 'accept-encoding').type('application/json; charset=utf-8');
    if (encoding) {
      // Set here, @fastify/compress leaves the body alone (it is compressed already).
      reply.header('content-encoding', encoding);
      reply.send(await encode(entry, encoding));
      return true;
    }
    reply.send(entry.raw);
    return true;
  }

  return { send };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;
