import {
  REFERRAL_COOKIE,
  REFERRAL_COOKIE_DAYS,
  REFERRAL_QUERY_PARAM,
} from '#core/auth/referral.ts';
import { readCookie } from '../cookies.ts';

const SECONDS_PER_DAY = 24 * 60 * 60;
/** Longer handles are not looked up at all; the server's handles are at most 32 characters. */
const MAX_HANDLE_LENGTH = 64;

export type ReferrerId = number | string;

/** The `?ref=<handle>` of a page's query string, or undefined. */
export function readReferralHandle(search: string): string | undefined {
  const handle = new URLSearchParams(search).get(REFERRAL_QUERY_PARAM)?.trim();
  if (!handle || handle.length > MAX_HANDLE_LENGTH) {
    return undefined;
  }
  return handle;
}

/** The Set-Cookie string (for document.cookie) that keeps a referrer for 30 days. */
export function referralCookie(referrerId: ReferrerId, secure: boolean): string {
  const maxAge = REFERRAL_COOKIE_DAYS * SECONDS_PER_DAY;
  const value = encodeURIComponent(String(referrerId));
  return `${REFERRAL_COOKIE}=${value}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The cookie string that deletes the stored referrer. */
export function clearReferralCookie(): string {
  return `${REFERRAL_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}

/** The stored referrer id of a document.cookie string, or undefined. */
export function readReferrerCookie(cookies: string): ReferrerId | undefined {
  const value = readCookie(cookies, REFERRAL_COOKIE);
  if (!value) {
    return undefined;
  }
  return /^\d+$/.test(value) ? Number(value) : value;
}

type ReferralCandidate = { membership_tier: number; referrer_id?: unknown };

/**
 * Decides what to do with a stored referrer once the user is known (spec section 7): a free-tier
 * user without a referrer sends it; anyone else just drops the cookie.
 */
export function referralAction(
  user: ReferralCandidate,
  stored: ReferrerId | undefined,
): 'none' | 'send' | 'discard' {
  if (stored === undefined) {
    return 'none';
  }
  const hasReferrer = user.referrer_id !== null && user.referrer_id !== undefined;
  return user.membership_tier === 0 && !hasReferrer ? 'send' : 'discard';
}
