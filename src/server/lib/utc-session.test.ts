import { describe, expect, it } from 'vitest';
import { utcTextToIso } from './utc-session.ts';

describe('utcTextToIso', () => {
  it.each([
    ['2025-01-02 03:04:05+00', '2025-01-02T03:04:05.000Z'],
    ['2025-01-02 03:04:05.6+00', '2025-01-02T03:04:05.600Z'],
    ['2025-01-02 03:04:05.123+00', '2025-01-02T03:04:05.123Z'],
    ['2025-01-02 03:04:05.123456+00', '2025-01-02T03:04:05.123456Z'],
  ])('%s -> %s', (text, iso) => {
    expect(utcTextToIso(text)).toBe(iso);
  });
});
