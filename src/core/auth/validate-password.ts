import { AUTH_MESSAGES, type AuthValidationError } from './messages.ts';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 99;

/**
 * Checks a NEW password (sign-up, reset, change) against spec section 5; returns the first
 * failing rule's error, or undefined. Sign-in applies no policy: use validatePasswordPresent.
 */
export function validatePassword(value: unknown): AuthValidationError | undefined {
  const present = validatePasswordPresent(value);
  if (present || typeof value !== 'string') {
    return present;
  }
  if (value.length < PASSWORD_MIN_LENGTH) {
    return { code: 'ERROR_PASSWORD_TOO_SHORT', message: AUTH_MESSAGES.passwordTooShort };
  }
  if (value.length > PASSWORD_MAX_LENGTH) {
    return { code: 'ERROR_PASSWORD_TOO_LONG', message: AUTH_MESSAGES.passwordTooLong };
  }
  if (!/[a-zA-Z]/.test(value)) {
    return { code: 'ERROR_PASSWORD_NO_ALPHA', message: AUTH_MESSAGES.passwordNoAlpha };
  }
  if (!/[0-9]/.test(value)) {
    return { code: 'ERROR_PASSWORD_NO_NUM', message: AUTH_MESSAGES.passwordNoNumber };
  }
  return undefined;
}

/** Sign-in rule: the password only has to be a non-empty string. */
export function validatePasswordPresent(value: unknown): AuthValidationError | undefined {
  if (typeof value !== 'string') {
    return { code: 'ERROR_NON_OPTIONAL', message: AUTH_MESSAGES.passwordNonString };
  }
  if (value.length === 0) {
    return { code: 'ERROR_NON_OPTIONAL', message: AUTH_MESSAGES.fieldNotOptional };
  }
  return undefined;
}

/** Confirm-password rule of the sign-up and reset forms. */
export function validatePasswordConfirmation(
  password: string,
  confirmation: unknown,
): string | undefined {
  return confirmation === password ? undefined : AUTH_MESSAGES.confirmPasswordMismatch;
}
