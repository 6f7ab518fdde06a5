/** Names shared by the server and the browser (auth-protocol.md sections 3.2 and 3.10). */
export const ACCESS_TOKEN_COOKIE = 'sAccessToken';
export const REFRESH_TOKEN_COOKIE = 'sRefreshToken';
export const REFRESH_TOKEN_PATH = '/api/auth/session/refresh';
export const AUTH_API_BASE_PATH = '/api/auth';
export const AUTH_WEBSITE_BASE_PATH = '/login';
export const EMAIL_VERIFICATION_CLAIM = 'st-ev';
/** The multi-factor claim: `c` the factors done (id -> ms), `v` whether the session may proceed. */
export const MFA_CLAIM = 'st-mfa';
export const TOTP_FACTOR = 'totp';
export const PUBLIC_TENANT = 'public';
export const THIRD_PARTY_PROVIDERS = [
  { id: 'google', name: 'Google' },
  { id: 'apple', name: 'Apple' },
] as const;
export type ThirdPartyId = (typeof THIRD_PARTY_PROVIDERS)[number]['id'];
