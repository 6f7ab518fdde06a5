import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_COOKIE } from '../src/core/auth/session-constants.ts';
import { createVerifiedAccount, signedInNav, signInVerified } from './support/auth-flows.ts';
import { uniqueEmail } from './support/auth-mail.ts';
import { hasChromium } from './support/browser.ts';
import { browserJourney } from './support/journey.ts';

const ACCESS_TOKEN_TTL_SECONDS = 2;

const j = browserJourney({
  config: {
    ACCESS_TOKEN_TTL_SECONDS,
    // Any replayed refresh token counts as theft here (no lost-response grace window).
    REFRESH_GRACE_SECONDS: 0,
  },
});

/** When the browser's access token expires: its own `exp`, not a guessed delay. */
async function accessTokenExpiresAt(): Promise<number> {
  const cookie = (await j.context.cookies()).find((c) => c.name === ACCESS_TOKEN_COOKIE);
  if (!cookie) {
    throw new Error('no access token cookie');
  }
  const payload = JSON.parse(Buffer.from(cookie.value.split('.')[1] ?? '', 'base64url').toString());
  return Number(payload.exp) * 1000;
}

async function waitPast(expiresAtMs: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, expiresAtMs - Date.now() + 50)));
}

/** Waits until the browser's access token has expired. */
async function accessTokenExpiry(): Promise<void> {
  await waitPast(await accessTokenExpiresAt());
}

async function refreshTokenCookie(): Promise<string> {
  const cookie = (await j.context.cookies()).find((c) => c.name === 'sRefreshToken');
  if (!cookie) {
    throw new Error('no refresh token cookie');
  }
  expect(cookie.path).toBe('/api/auth/session/refresh');
  expect(cookie.httpOnly).toBe(true);
  return cookie.value;
}

describe.skipIf(!hasChromium)('session lifetime: refresh and theft detection', () => {
  it('refreshes an expired access token without the user noticing', async () => {
    const email = uniqueEmail('ash');
    await createVerifiedAccount(j.server, email);
    await signInVerified(j.page, j.server, email);
    await j.page.getByRole('link', { name: 'Profile', exact: true }).click();
    await j.page.getByTestId('profile-email').waitFor();
    const firstRefreshToken = await refreshTokenCookie();

    // Listening before the expiry: a background call meeting the expired token while we wait
    // is seen too (its 401 came before the refresh, not before the listener).
    const calls: string[] = [];
    j.page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.startsWith('/api/')) {
        calls.push(`${response.request().method()} ${path} ${response.status()}`);
      }
    });
    await accessTokenExpiry();
    await j.page.getByLabel('Display name').fill('Ash Ketchum');
    await j.page.getByRole('button', { name: 'Save' }).click();
    await j.page.getByText('Display name saved').waitFor();
    // 401 (try refresh token) -> the SDK refreshes -> the same call again, invisibly. The
    // expired call may be the save itself or a background call of the page that came first;
    // either way exactly one refresh happens, after a 401, and the save goes through.
    const refreshAt = calls.indexOf('POST /api/auth/session/refresh 200');
    expect(calls.filter((c) => c.includes('/api/auth/session/refresh'))).toHaveLength(1);
    expect(calls.slice(0, refreshAt).some((c) => c.endsWith(' 401'))).toBe(true);
    const saves = calls.filter((c) => c.startsWith('PATCH /api/profile'));
    expect(saves.at(-1)).toBe('PATCH /api/profile 200');
    expect(calls.slice(refreshAt)).toContain('PATCH /api/profile 200');
    expect(await refreshTokenCookie()).not.toBe(firstRefreshToken);
    expect(j.page.url()).toBe(`${j.server.baseUrl}/profile`);

    // A new page load after another expiry still finds the user signed in.
    await accessTokenExpiry();
    await j.page.reload();
    await j.page.getByTestId('profile-email').waitFor();
    expect(await j.page.getByTestId('profile-email').textContent()).toBe(email);
    await signedInNav(j.page).waitFor();
  });

  it('signs the user out when an old refresh token is replayed (theft detection)', async () => {
    const email = uniqueEmail('misty');
    await createVerifiedAccount(j.server, email);
    await signInVerified(j.page, j.server, email);
    const stolen = await refreshTokenCookie();

    // The app rotates the refresh token on its next refresh.
    await accessTokenExpiry();
    await j.page.reload();
    await signedInNav(j.page).waitFor();
    expect(await refreshTokenCookie()).not.toBe(stolen);

    // Read before the replay: once the family is revoked, a background call of the page may
    // meet the revoked session first and the SDK then clears the cookies.
    const expiresAt = await accessTokenExpiresAt();
    // Someone replays the old one: the whole session family is revoked.
    const replay = await fetch(`${j.server.baseUrl}/api/auth/session/refresh`, {
      method: 'POST',
      headers: { rid: 'session', cookie: `sRefreshToken=${stolen}` },
    });
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual({ message: 'token theft detected' });

    // The rightful browser is signed out on its next call and sent to the auth page.
    await waitPast(expiresAt);
    await j.page.reload();
    await j.page.waitForURL('**/login?redirectToPath=%2Fhome');
    const nav = j.page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Login', exact: true }).waitFor();
  });
});
