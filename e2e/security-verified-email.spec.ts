import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpInBrowser } from './support/auth-flows.ts';
import { uniqueEmail, waitForMailedLink } from './support/auth-mail.ts';
import { hasChromium } from './support/browser.ts';
import { browserJourney } from './support/journey.ts';

const j = browserJourney();

type ApiBody = { claimValidationErrors: { id: string }[]; email_verified?: boolean };

/** A product call from the page itself, with the browser's own session cookies. */
async function apiFromPage(page: Page, path: string) {
  return page.evaluate(async (url) => {
    const res = await fetch(url, { credentials: 'include' });
    return { status: res.status, body: await res.json() };
  }, path) as Promise<{ status: number; body: ApiBody }>;
}

describe.skipIf(!hasChromium)('the server enforces a verified e-mail (issue 14)', () => {
  it('refuses product calls of an unverified browser session until the mailed link is opened', async () => {
    const page = j.page;
    // The CSP has no 'unsafe-inline' styles: the sign-in UI must still style itself via the nonce.
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) {
        violations.push(message.text());
      }
    });
    const email = uniqueEmail('misty');
    await signUpInBrowser(page, j.server, email);
    await page.waitForURL('**/login/verify-email');

    const refused = await apiFromPage(page, '/api/binders');
    expect(refused.status).toBe(403);
    expect(refused.body.claimValidationErrors[0]?.id).toBe('st-ev');
    expect((await apiFromPage(page, '/api/session/me')).body.email_verified).toBe(false);

    const link = await waitForMailedLink(j.server, email, 'verify-email');
    await page.goto(`${j.server.baseUrl}${link}`);
    await page.getByText('Email verification successful!').waitFor();
    const allowed = await apiFromPage(page, '/api/binders');
    expect(allowed.status).toBe(200);
    expect(violations).toEqual([]);
  });
});
