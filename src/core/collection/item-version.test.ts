import { describe, expect, it } from 'vitest';
import { itemVersionHeadersSchema, overwritesNewer } from './item-version.ts';

describe('overwritesNewer', () => {
  it('is true only when the stored version is later than the one seen', () => {
    const seen = '2026-11-28T10:00:00.120Z';
    expect(overwritesNewer('2026-11-28T10:00:00.121Z', seen)).toBe(true);
    expect(overwritesNewer(seen, seen)).toBe(false);
    expect(overwritesNewer('2026-11-28T09:59:59.999Z', seen)).toBe(false);
    expect(overwritesNewer('2026-11-28T10:00:01.000Z', undefined)).toBe(false);
  });

  it('compares across time zone offsets', () => {
    expect(overwritesNewer('2026-11-28T10:00:00.500Z', '2026-11-28T11:00:00.400+01:00')).toBe(true);
  });
});

describe('itemVersionHeadersSchema', () => {
  it('accepts an ISO time and refuses anything else', () => {
    expect(itemVersionHeadersSchema.safeParse({ 'x-seen-version': 'yesterday' }).success).toBe(
      false,
    );
    expect(itemVersionHeadersSchema.parse({})).toEqual({});
  });
});
