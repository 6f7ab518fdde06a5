import { describe, expect, it } from 'vitest';
import { EXPECTED_FRONTEND_VERSION, isVersionMismatch } from './app-version.ts';

describe('isVersionMismatch', () => {
  it('expects version 7.52', () => {
    expect(EXPECTED_FRONTEND_VERSION).toBe('7.52');
  });

  it.each([
    ['7.52', false],
    ['7.53', true],
    ['7.5', true],
    ['', true],
    [undefined, false],
    [null, false],
    [7.52, false],
  ])('server version %j -> mismatch %s', (version, expected) => {
    expect(isVersionMismatch(version)).toBe(expected);
  });
});
