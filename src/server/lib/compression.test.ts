import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compress, pickEncoding } from './compression.ts';

describe('pickEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0', null],
    ['*', 'gzip'],
    ['deflate', null],
    ['BR', 'br'],
  ])('%j -> %j', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe('compress', () => {
  it.each([
    ['gzip', gunzipSync],
    ['br', brotliDecompressSync],
  ] as const)('compresses with %s', async (encoding, decompress) => {
    const raw = Buffer.from('{"products":[{"name":"ピカチュウ"},{"name":"Flabébé"}]}');
    expect(decompress(await compress(raw, encoding))).toEqual(raw);
  });
});
