/** Cookie in which the browser keeps a resolved referrer id (spec section 9: 30 days). */
export const REFERRAL_COOKIE = 'cf_ref';
export const REFERRAL_COOKIE_DAYS = 30;
/** A referrer can be named only this many days after sign-up (and before the first purchase). */
export const REFERRAL_WINDOW_DAYS = 30;
/** Query parameter that carries a referral handle on any page (`?ref=<handle>`). */
export const REFERRAL_QUERY_PARAM = 'ref';
/** Shape of a referral handle: what the server generates and the only thing it resolves. */
export const REFERRAL_HANDLE_PATTERN = /^[a-z0-9]{6,32}$/;

export const REFERRAL_MESSAGES = {
  unknownHandle: 'Unknown referral handle',
  unknownReferrer: 'Unknown referrer',
  selfReferral: 'You cannot refer yourself',
  referralLoop: 'You cannot name as your referrer someone you referred',
  alreadySet: 'A referrer is already set for this account',
  notFreeTier: 'Only free-tier accounts can set a referrer',
  windowClosed: 'A referrer can only be set within 30 days of sign-up',
  afterPurchase: 'A referrer can only be set before your first purchase',
  sharedAddress: 'This referrer cannot be set for this account',
  sharedCard: 'You cannot name this referrer: you paid with the same card',
} as const;
