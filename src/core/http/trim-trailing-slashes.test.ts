import { describe, expect, it } from 'vitest';
import { trimTrailingSlashes } from './trim-trailing-slashes.ts';

describe('trimTrailingSlashes', () => {
  it('drops every trailing slash and keeps inner ones', () => {
    expect(trimTrailingSlashes('https://api.test/v1///')).toBe('https://api.test/v1');
    expect(trimTrailingSlashes('https://api.test')).toBe('https://api.test');
  });

  it('stays fast on a long run of slashes followed by another character', () => {
    const started = performance.now();
    trimTrailingSlashes(`${'/'.repeat(100_000)}x/`);
    expect(performance.now() - started).toBeLessThan(50);
  });
});
