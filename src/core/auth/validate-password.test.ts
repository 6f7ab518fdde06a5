import { describe, expect, it } from 'vitest';
import {
  validatePassword,
  validatePasswordConfirmation,
  validatePasswordPresent,
} from './validate-password.ts';

describe('validatePassword', () => {
  it('accepts eight characters with a letter and a number', () => {
    expect(validatePassword('pikachu1')).toBeUndefined();
  });

  it.each([
    ['short1', 'Password must contain at least 8 characters, including a number'],
    [`a1${'x'.repeat(98)}`, "Password's length must be lesser than 100 characters"],
    ['12345678', 'Password must contain at least one alphabet'],
    ['abcdefgh', 'Password must contain at least one number'],
    ['', 'Field is not optional'],
  ])('refuses %s with the spec text', (value, message) => {
    expect(validatePassword(value)?.message).toBe(message);
  });

  it('accepts exactly 99 characters', () => {
    expect(validatePassword(`a1${'x'.repeat(97)}`)).toBeUndefined();
  });

  it('only asks sign-in passwords to be present', () => {
    expect(validatePasswordPresent('x')).toBeUndefined();
    expect(validatePasswordPresent(undefined)?.code).toBe('ERROR_NON_OPTIONAL');
  });

  it('checks the confirmation matches', () => {
    expect(validatePasswordConfirmation('a', 'b')).toBe("Confirmation password doesn't match");
    expect(validatePasswordConfirmation('a', 'a')).toBeUndefined();
  });
});
