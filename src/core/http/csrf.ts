/** Double-submit CSRF token: the server sets this cookie, the browser echoes it in the header. */
export const CSRF_COOKIE = 'cf_csrf';
export const CSRF_HEADER = 'x-csrf-token';
export const CSRF_RESTORE_PATH = '/api/csrf/restore';

export function isStateChangingMethod(method: string): boolean {
  return !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());
}
