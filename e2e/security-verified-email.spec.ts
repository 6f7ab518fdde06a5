import type { ConsoleMessage, Page, Request, Response } from 'playwright-core';
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

/** Waits until no request of the page is in flight (the page polls, so no 'networkidle'). */
async function settle(page: Page, inFlight: Set<Request>): Promise<void> {
  for (let tries = 0; tries < 100 && inFlight.size > 0; tries++) {
    await page.waitForTimeout(100);
  }
}

/**
 * Console errors and failed (4xx/5xx) answers while the pages load: an unverified user's normal
 * page loads must not call what the server refuses them (the nav's friend counts).
 */
async function quietPageLoads(page: Page, baseUrl: string, paths: string[]): Promise<string[]> {
  const noise: string[] = [];
  const inFlight = new Set<Request>();
  const listeners = {
    console: (message: ConsoleMessage) => {
      if (message.type() === 'error') {
        noise.push(`console: ${message.text()}`);
      }
    },
    response: (response: Response) => {
      if (response.status() >= 400) {
        noise.push(`${response.status()} ${new URL(response.url()).pathname}`);
      }
    },
    request: (request: Request) => void inFlight.add(request),
    requestfinished: (request: Request) => void inFlight.delete(request),
    requestfailed: (request: Request) => void inFlight.delete(request),
  };
  for (const [event, listener] of Object.entries(listeners)) {
    page.on(event as 'request', listener as (request: Request) => void);
  }
  for (const path of paths) {
    await page.goto(`${baseUrl}${path}`);
    // The signed-in nav is drawn once the session is known; its calls start then.
    await page.getByTestId('nav-friends').waitFor({ state: 'attached' });
    await settle(page, inFlight);
  }
  for (const [event, listener] of Object.entries(listeners)) {
    page.off(event as 'request', listener as (request: Request) => void);
  }
  return noise;
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
    expect(
      await quietPageLoads(page, j.server.baseUrl, ['/login/verify-email', '/', '/shop']),
    ).toEqual([]);

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
