import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RunningApp, startAppServer } from './support/app-server.ts';
import { hasChromium, launchBrowser } from './support/browser.ts';

let server: RunningApp;
let browser: Browser;
let page: Page;

describe.skipIf(!hasChromium)('landing page and app shell', () => {
  beforeAll(async () => {
    server = await startAppServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  beforeEach(async () => {
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  });

  it('shows the landing content with working links', async () => {
    const requests: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/')) {
        requests.push(new URL(req.url()).pathname);
      }
    });
    await page.goto(`${server.baseUrl}/`);
    await page
      .getByRole('heading', { name: 'Ultimate Pokemon Card Collecting Platform' })
      .waitFor();
    expect(await page.getByText('Welcome to Cardfolio').isVisible()).toBe(true);

    const appStore = page.getByRole('link', { name: /App Store/ });
    expect(await appStore.getAttribute('href')).toMatch(/^https:\/\/apps\.apple\.com\//);
    const googlePlay = page.getByRole('button', { name: /Google Play/ });
    expect(await googlePlay.isDisabled()).toBe(true);
    expect(await page.getByText('Coming soon').isVisible()).toBe(true);

    expect(await page.getByRole('link', { name: 'Try Now' }).getAttribute('href')).toBe('/grade');
    expect(await page.getByRole('link', { name: 'Upgrade Now' }).getAttribute('href')).toBe(
      '/memberships',
    );
    expect(await page.getByRole('link', { name: 'Shop Now' }).getAttribute('href')).toBe('/shop');
    expect(await page.getByRole('link', { name: 'View All Sets' }).getAttribute('href')).toBe(
      '/english/sets',
    );
    expect(await page.locator('.feature-list > li').count()).toBe(6);
    expect(await page.getByRole('heading', { name: 'Newest Pokemon Sets' }).isVisible()).toBe(true);

    // The landing page itself makes no calls: only the app-level start-up requests are seen.
    const allowed = [
      '/api/session/me',
      '/api/auth/version',
      '/api/iOSTCGSets/english',
      '/api/presence/heartbeat',
    ];
    expect(requests.filter((path) => !allowed.includes(path))).toEqual([]);
  });

  it('has the footer links, social links opening in a new tab', async () => {
    await page.goto(`${server.baseUrl}/`);
    const footer = page.locator('footer');
    await footer.waitFor();
    const hrefs = await footer
      .getByRole('navigation', { name: 'Footer' })
      .locator('a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual([
      '/contact',
      '/about',
      '/terms-of-service',
      '/privacy',
      '/refund-policy',
      '/ai-faq',
    ]);
    const social = footer.locator('.site-footer__social a');
    expect(await social.count()).toBe(3);
    for (const target of await social.evaluateAll((links) =>
      links.map((l) => l.getAttribute('target')),
    )) {
      expect(target).toBe('_blank');
    }
  });

  it('shows the signed-out navigation', async () => {
    await page.goto(`${server.baseUrl}/`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.waitFor();
    const link = (name: string) => nav.getByRole('link', { name, exact: true });
    expect(await link('Pokemon Sets').getAttribute('href')).toBe('/english/sets');
    expect(await link('Market Insights').getAttribute('href')).toBe('/market-insights');
    expect(await link('Grading Insights').getAttribute('href')).toBe('/grading-insights');
    expect(await link('Shop').getAttribute('href')).toBe('/shop');
    expect(await link('AI Grading').getAttribute('href')).toBe('/grade');
    expect(await link('Collection').getAttribute('href')).toBe('/login');
    expect(await link('Memberships').getAttribute('href')).toBe('/memberships');
    expect(await link('Login').getAttribute('href')).toBe('/login');
    expect(await link('Signup').getAttribute('href')).toBe('/login?show=signup');
    expect(await link('Friends').count()).toBe(0);
    expect(await link('Profile').count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Community' }).getAttribute('target')).toBe(
      '_blank',
    );
    expect(await page.getByRole('link', { name: 'Cardfolio home' }).getAttribute('href')).toBe('/');
  });

  it('highlights the Pokemon menu and the shop by path', async () => {
    await page.goto(`${server.baseUrl}/japanese/sets`);
    const pokemon = page.locator('[data-menu="pokemon"]');
    const shop = page.locator('[data-menu="shop"]');
    await pokemon.waitFor();
    expect(await pokemon.getAttribute('data-active')).toBe('true');
    expect(await shop.getAttribute('data-active')).toBe('false');
    await page.getByRole('link', { name: 'Shop', exact: true }).click();
    await page.waitForURL('**/shop');
    expect(await shop.getAttribute('data-active')).toBe('true');
    expect(await pokemon.getAttribute('data-active')).toBe('false');
  });

  it('shows 404 Page Not Found on an unknown path', async () => {
    await page.goto(`${server.baseUrl}/no/such/page`);
    await page.getByText('404 Page Not Found').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('404 Page Not Found');
  });

  it('uses a hamburger menu at 375 px', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${server.baseUrl}/`);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.waitFor();
    const setsLink = page.getByRole('link', { name: 'Pokemon Sets' });
    expect(await setsLink.isVisible()).toBe(false);
    await toggle.click();
    expect(await setsLink.isVisible()).toBe(true);
    expect(
      await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded'),
    ).toBe('true');
    await setsLink.click();
    await page.waitForURL('**/english/sets');
    expect(await setsLink.isVisible()).toBe(false);
  });

  it('shows the loading screen while the current user loads', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/session/me', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${server.baseUrl}/`);
    const status = page.getByRole('status');
    await page.getByText('Loading the product...').waitFor();
    expect(await status.textContent()).toContain('Preparing your collection experience');
    expect(await page.getByRole('heading', { name: /Ultimate Pokemon/ }).count()).toBe(0);
    release();
    await page.getByRole('heading', { name: /Ultimate Pokemon/ }).waitFor();
    expect(await page.getByText('Loading the product...').count()).toBe(0);
  });
});
