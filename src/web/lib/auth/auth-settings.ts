import { AUTH_API_BASE_PATH, AUTH_WEBSITE_BASE_PATH } from '#core/auth/session-constants.ts';

/** The business constants of spec section 9 that configure the auth SDK. */
export const AUTH_SETTINGS = {
  appName: 'Cardfolio',
  apiBasePath: AUTH_API_BASE_PATH,
  websiteBasePath: AUTH_WEBSITE_BASE_PATH,
  clientType: 'web-and-android',
  privacyPolicyLink: '/privacy',
  defaultLanguage: 'en',
  /** Re-check an unverified e-mail claim once it is older than this (spec sections 4 and 9). */
  emailVerificationRefetchSeconds: 10,
  /** Where a signed-in user lands when no redirectToPath was given. */
  homePath: '/home',
} as const;

/**
 * The path to return to after sign-in: only same-site paths are followed (an absolute URL or a
 * protocol-relative one would be an open redirect); anything else goes home.
 */
export function safeRedirectPath(redirectToPath: string | undefined | null): string {
  const path = redirectToPath ?? '';
  const offSite = !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\');
  if (offSite || path.startsWith(AUTH_SETTINGS.websiteBasePath)) {
    return AUTH_SETTINGS.homePath;
  }
  return path;
}

/** The auth page for a signed-out visitor of `path`, with redirect-back. */
export function loginPathFor(path: string): string {
  return `${AUTH_SETTINGS.websiteBasePath}?redirectToPath=${encodeURIComponent(path)}`;
}
