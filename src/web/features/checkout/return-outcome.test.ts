import { describe, expect, it } from 'vitest';
import { outcomeOf } from './return-outcome.ts';

describe('outcomeOf', () => {
  it.each([
    ['paid', 'paid'],
    ['shipped', 'paid'],
    ['pending', 'pending'],
    ['failed', 'failed'],
    ['needs_refund', 'failed'],
    ['cancelled', 'cancelled'],
    ['expired', 'cancelled'],
  ] as const)('%s shows %s', (status, expected) => {
    expect(outcomeOf(status)).toBe(expected);
  });
});
