import { describe, expect, it } from 'vitest';
import { normaliseEmail, validateEmail } from './validate-email.ts';

describe('validateEmail', () => {
  it('accepts a plain address with surrounding spaces', () => {
    expect(validateEmail('  ash@pallet.town ')).toBeUndefined();
  });

  it('refuses a non-string with the spec text', () => {
    expect(validateEmail(42)?.message).toBe('Email must be of type string');
  });

  it('refuses an empty value as not optional', () => {
    expect(validateEmail('   ')?.message).toBe('Field is not optional');
  });

  it.each([
    'ash',
    'ash@',
    '@pallet.town',
    'ash@pallet',
    "x' OR 1=1 --",
    `${'a'.repeat(10_000)}@b.co`,
  ])('refuses %s as invalid', (value) => {
    expect(validateEmail(value)?.message).toBe('Email is invalid');
  });

  it('stores addresses trimmed and lowercased', () => {
    expect(normaliseEmail('  Ash@Pallet.Town ')).toBe('ash@pallet.town');
  });
});
