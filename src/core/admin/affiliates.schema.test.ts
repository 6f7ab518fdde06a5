import { describe, expect, it } from 'vitest';
import { affiliateRangeSchema, commissionCents, resolveRange } from './affiliates.schema.ts';

describe('affiliate date range', () => {
  it('defaults to the last 30 days ending today (UTC)', () => {
    expect(resolveRange({}, new Date('2026-03-15T23:30:00Z'))).toEqual({
      from: '2026-02-14',
      to: '2026-03-15',
    });
    expect(resolveRange({ to: '2026-01-30' }, new Date())).toEqual({
      from: '2026-01-01',
      to: '2026-01-30',
    });
  });

  it.each([
    [{ from: '2026-02-29' }, 'from is not a real date'],
    [{ to: '15/03/2026' }, 'to must be a date as YYYY-MM-DD'],
    [{ from: '2026-03-02', to: '2026-03-01' }, 'from must not be after to'],
    [{ from: '2000-01-01', to: '2026-01-01' }, 'The range can be at most 3660 days'],
  ])('refuses %o', (range, message) => {
    const result = affiliateRangeSchema.safeParse(range);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('accepts one day and a leap day', () => {
    expect(affiliateRangeSchema.parse({ from: '2024-02-29', to: '2024-02-29' })).toEqual({
      from: '2024-02-29',
      to: '2024-02-29',
    });
  });
});

describe('commissionCents', () => {
  it('rounds half up to the cent', () => {
    expect(commissionCents(3999, 10)).toBe(400);
    expect(commissionCents(3999, 12.5)).toBe(500);
    expect(commissionCents(500, 12.5)).toBe(63);
    expect(commissionCents(0, 50)).toBe(0);
  });
});
