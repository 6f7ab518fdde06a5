import { gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { createBodyCache } from './body-cache.ts';

describe('createBodyCache', () => {
  const big = JSON.stringify({ products: 'x'.repeat(2 * 1024 * 1024) });
  const bigBuffer = Buffer.from(big);

  it('builds a big body once per ETag and compresses it once per encoding', async () => {
    const cache = createBodyCache();
    let builds = 0;
    const build = async () => {
      builds++;
      return bigBuffer;
    };
    const [a, b] = await Promise.all([cache.load('e1', build), cache.load('e1', build)]);
    expect(a).toBe(b);
    expect(builds).toBe(1);
    const fast = await cache.encode(a, 'gzip');
    expect(gunzipSync(fast).toString()).toBe(big);
    // The smaller copy replaces the fast one once it is ready.
    await vi.waitFor(async () => expect(await cache.encode(a, 'gzip')).not.toBe(fast));
    const small = await cache.encode(a, 'gzip');
    expect(gunzipSync(small).toString()).toBe(big);
    expect(small.length).toBeLessThanOrEqual(fast.length);
    expect(await cache.encode(a, 'gzip')).toBe(small);
    await cache.load('e2', build);
    expect(builds).toBe(2);
  });

  it('does not keep small bodies or failed builds', async () => {
    const cache = createBodyCache();
    let builds = 0;
    const small = async () => {
      builds++;
      return Buffer.from('{"products":[]}');
    };
    await cache.load('s', small);
    await cache.load('s', small);
    expect(builds).toBe(2);
    await expect(cache.load('f', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect((await cache.load('f', async () => bigBuffer)).raw.length).toBe(big.length);
  });
});
