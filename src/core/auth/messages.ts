/**
 * The exact user-visible texts of spec section 5 and auth-protocol.md section 2.3. The prebuilt UI
 * has translation keys for these strings, so they must stay verbatim.
 */
export const AUTH_MESSAGES = {
  fieldNotOptional: 'Field is not optional',
  emailNonString: 'Email must be of type string',
  emailInvalid: 'Email is invalid',
  emailExists: 'This email already exists. Please sign in instead.',
  passwordNonString: 'Password must be of type string',
  passwordTooShort: 'Password must contain at least 8 characters, including a number',
  passwordTooLong: "Password's length must be lesser than 100 characters",
  passwordNoAlpha: 'Password must contain at least one alphabet',
  passwordNoNumber: 'Password must contain at least one number',
  confirmPasswordMismatch: "Confirmation password doesn't match",
  currentPasswordIncorrect: 'Current password is incorrect',
  rateLimited: 'Too many attempts. Please wait a minute and try again.',
} as const;

/** How long after a verification mail the next one may be asked for (one mail per sign-up). */
export const VERIFICATION_RESEND_SECONDS = 60;

/** The answer to a resend asked for too soon: what happened and when to ask again. */
export function verificationResendWait(seconds: number): string {
  return `We sent you a verification e-mail less than a minute ago. Check your inbox and spam folder, or ask again in ${seconds} seconds.`;
}

/** Error codes of spec section 5, for callers that want a code next to the text. */
export type AuthValidationCode =
  | 'ERROR_EMAIL_INVALID'
  | 'ERROR_EMAIL_NON_STRING'
  | 'ERROR_PASSWORD_TOO_SHORT'
  | 'ERROR_PASSWORD_TOO_LONG'
  | 'ERROR_PASSWORD_NO_ALPHA'
  | 'ERROR_PASSWORD_NO_NUM'
  | 'ERROR_NON_OPTIONAL';

export type AuthValidationError = { code: AuthValidationCode; message: string };
