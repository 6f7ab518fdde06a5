import { describe, expect, it } from 'vitest';
import { hasFrontToken } from '../auth/auth-sdk.ts';
import { type CurrentUser, hasVerifiedClaim, mergeSessionUser } from './session-user.ts';

const me: CurrentUser = {
  id: 7,
  email: 'ash@example.com',
  display_name: 'Ash',
  role: 'user',
  is_admin: false,
  membership_tier: 0,
  email_verified: true,
  referral_handle: 'abc123def',
  referrer_id: null,
  created_at: '2026-01-01T00:00:00.000Z',
};

describe('session user', () => {
  it("trusts the e-mail as verified only when the user and the token's st-ev claim both say so", () => {
    expect(hasVerifiedClaim(mergeSessionUser({ 'st-ev': { v: true } }, me))).toBe(true);
    expect(hasVerifiedClaim(mergeSessionUser({ 'st-ev': { v: false } }, me))).toBe(false);
    expect(hasVerifiedClaim(mergeSessionUser({}, me))).toBe(false);
    const unverified = { ...me, email_verified: false };
    expect(hasVerifiedClaim(mergeSessionUser({ 'st-ev': { v: true } }, unverified))).toBe(false);
  });
  it('merges the token payload with the current user, the user fields winning', () => {
    const user = mergeSessionUser({ sub: '7', 'st-ev': { v: true, t: 1 }, email: 'old' }, me);
    expect(user.sub).toBe('7');
    expect(user['st-ev']).toEqual({ v: true, t: 1 });
    expect(user.email).toBe('ash@example.com');
    expect(user.membership_tier).toBe(0);
  });
  it("knows a browser with a session by the SDK's front-token cookie", () => {
    expect(hasFrontToken('cf_csrf=x; sFrontToken=eyJ1aWQiOiI3In0=; other=1')).toBe(true);
    expect(hasFrontToken('cf_csrf=x; sFrontToken=')).toBe(false);
    expect(hasFrontToken('xsFrontToken=1')).toBe(false);
    expect(hasFrontToken('')).toBe(false);
  });
});
