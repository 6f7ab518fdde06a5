import { randomBytes } from 'node:crypto';

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** A short random handle for referral links (`?ref=<handle>`), unambiguous characters only. */
export function generateReferralHandle(length = 10): string {
  const bytes = randomBytes(length);
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

/** Display name used until the user sets one: the e-mail's local part. */
export function defaultDisplayName(email: string): string {
  return (email.split('@')[0] ?? '').slice(0, 80);
}
