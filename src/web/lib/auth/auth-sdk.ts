import { readCookie } from '../cookies.ts';
import type { AuthRuntime } from './auth-runtime.ts';

/**
 * The SDK's own cookie (written by it, readable by us) that says the browser holds a session.
 * Without it a visitor is treated as signed out without loading the SDK at all.
 */
export const FRONT_TOKEN_COOKIE = 'sFrontToken';

let runtime: Promise<AuthRuntime> | undefined;

/**
 * The auth SDK (recipes, fetch interceptor, session events), loaded on first use: at start when
 * a session cookie is present, on /login and on pages that require a session. Keeping it out of
 * the initial chunk keeps the landing page within its budget.
 */
export function loadAuthSdk(): Promise<AuthRuntime> {
  runtime ??= import('./auth-runtime.ts').then((module) => module.authRuntime);
  return runtime;
}

/** True when `cookies` (document.cookie) holds the SDK's front token. */
export function hasFrontToken(cookies: string): boolean {
  return Boolean(readCookie(cookies, FRONT_TOKEN_COOKIE));
}
