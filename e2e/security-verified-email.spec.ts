import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApp, startAppServer } from './support/app-server.ts';
import { signUpInBrowser } from './support/auth-flows.ts';
import { AUTH_TEST_CONFIG, uniqueEmail, waitForMailedLink } from './support/auth-mail.ts';
import { hasChromium, launchBrowser } from './support/browser.ts';

type ApiBody = { claimValidationErrors: { id: string }[]; email_verified?: boolean };

let server: RunningApp;
let browser: Browser;

/** A product call from the page itself, with the browser's own session cookies. */
async function apiFromPage(page: Page, path: string) {
  return page.evaluate(async (url) => {
    const res = await fetch(url, { credentials: 'include' });
    return { status: res.status, body: await res.json() };
  }, path) as Promise<{ status: number; body: ApiBody }>;
}

describe.skipIf(!hasChromium)('the server enforces a verified e-mail (issue 14)', () => {
  beforeAll(async () => {
    server = await startAppServer(AUTH_TEST_CONFIG);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('refuses product calls of an unverified browser session until the mailed link is opened', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // The CSP has no 'unsafe-inline' styles: the sign-in UI must still style itself via the nonce.
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) {
        violations.push(message.text());
      }
    });
    const email = uniqueEmail('misty');
    await signUpInBrowser(page, server, email);
    await page.waitForURL('**/login/verify-email');

    const refused = await apiFromPage(page, '/api/binders');
    expect(refused.status).toBe(403);
    expect(refused.body.claimValidationErrors[0]?.id).toBe('st-ev');
    expect((await apiFromPage(page, '/api/session/me')).body.email_verified).toBe(false);

    const link = await waitForMailedLink(server, email, 'verify-email');
    await page.goto(`${server.baseUrl}${link}`);
    await page.getByText('Email verification successful!').waitFor();
    const allowed = await apiFromPage(page, '/api/binders');
    expect(allowed.status).toBe(200);
    expect(violations).toEqual([]);
    await context.close();
  });
});
