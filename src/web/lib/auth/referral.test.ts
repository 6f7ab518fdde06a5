import { describe, expect, it } from 'vitest';
import {
  clearReferralCookie,
  readReferralHandle,
  readReferrerCookie,
  referralAction,
  referralCookie,
} from './referral.ts';

describe('referral handle from the query string', () => {
  it('reads ?ref= on any page', () => {
    expect(readReferralHandle('?ref=abc123xyz')).toBe('abc123xyz');
    expect(readReferralHandle('?show=signup&ref=%20abc123%20')).toBe('abc123');
  });
  it('ignores a missing, empty or absurd handle', () => {
    expect(readReferralHandle('')).toBeUndefined();
    expect(readReferralHandle('?ref=')).toBeUndefined();
    expect(readReferralHandle(`?ref=${'a'.repeat(65)}`)).toBeUndefined();
  });
});

describe('referral cookie', () => {
  it('lasts 30 days on the whole site', () => {
    expect(referralCookie(42, false)).toBe('cf_ref=42; Max-Age=2592000; Path=/; SameSite=Lax');
    expect(referralCookie(42, true)).toMatch(/; Secure$/);
  });
  it('reads back numbers as numbers and other ids as strings', () => {
    expect(readReferrerCookie('a=1; cf_ref=42; b=2')).toBe(42);
    expect(readReferrerCookie('cf_ref=u%3D1')).toBe('u=1');
    expect(readReferrerCookie('cf_ref=')).toBeUndefined();
    expect(readReferrerCookie('other=1')).toBeUndefined();
  });
  it('is deleted by an expired cookie of the same name and path', () => {
    expect(clearReferralCookie()).toBe('cf_ref=; Max-Age=0; Path=/; SameSite=Lax');
  });
});

describe('what to do with a stored referrer after sign-in', () => {
  it('sends it for a free-tier user without a referrer', () => {
    expect(referralAction({ membership_tier: 0, referrer_id: null }, 7)).toBe('send');
    expect(referralAction({ membership_tier: 0 }, 7)).toBe('send');
  });
  it('drops it for members and users who already have one', () => {
    expect(referralAction({ membership_tier: 1, referrer_id: null }, 7)).toBe('discard');
    expect(referralAction({ membership_tier: 0, referrer_id: 3 }, 7)).toBe('discard');
  });
  it('does nothing without a stored referrer', () => {
    expect(referralAction({ membership_tier: 0, referrer_id: null }, undefined)).toBe('none');
  });
});
