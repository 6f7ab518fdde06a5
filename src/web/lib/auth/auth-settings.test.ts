import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirectPath } from './auth-settings.ts';

describe('redirect-back after sign-in', () => {
  it('follows same-site paths', () => {
    expect(safeRedirectPath('/profile')).toBe('/profile');
    expect(safeRedirectPath('/friends/12?tab=cards')).toBe('/friends/12?tab=cards');
  });
  it('goes home for anything else', () => {
    expect(safeRedirectPath(undefined)).toBe('/home');
    expect(safeRedirectPath('')).toBe('/home');
    expect(safeRedirectPath('https://evil.example/')).toBe('/home');
    expect(safeRedirectPath('//evil.example/')).toBe('/home');
    expect(safeRedirectPath('/\\evil.example')).toBe('/home');
    expect(safeRedirectPath('/login?show=signup')).toBe('/home');
  });
  it('builds the auth page address with the path to come back to', () => {
    expect(loginPathFor('/friends/3')).toBe('/login?redirectToPath=%2Ffriends%2F3');
  });
});
