import { AUTH_MESSAGES, type AuthValidationError } from './messages.ts';

/** The reference backend's e-mail pattern (supertokens-node emailpassword default validator). */
const EMAIL_PATTERN =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;

/** Longest e-mail address accepted (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

/** Trimmed and lowercased: the form every account e-mail is stored and compared in. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Checks an e-mail as typed; returns the spec's error, or undefined when it is valid. */
export function validateEmail(value: unknown): AuthValidationError | undefined {
  if (typeof value !== 'string') {
    return { code: 'ERROR_EMAIL_NON_STRING', message: AUTH_MESSAGES.emailNonString };
  }
  const email = value.trim();
  if (email.length === 0) {
    return { code: 'ERROR_NON_OPTIONAL', message: AUTH_MESSAGES.fieldNotOptional };
  }
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) {
    return { code: 'ERROR_EMAIL_INVALID', message: AUTH_MESSAGES.emailInvalid };
  }
  return undefined;
}
