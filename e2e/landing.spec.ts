import { describe, expect, it } from 'vitest';
import { hasChromium } from './support/browser.ts';
import { browserJourney } from './support/journey.ts';

const j = browserJourney();

describe.skipIf(!hasChromium)('landing page and app shell', () => {
  it('shows the landing content with working links', async () => {
    const requests: string[] = [];
    j.page.on('request', (req) => {
      if (req.url().includes('/api/')) {
        requests.push(new URL(req.url()).pathname);
      }
    });
    await j.page.goto(`${j.server.baseUrl}/`);
    await j.page
      .getByRole('heading', { name: 'Ultimate Pokemon Card Collecting Platform' })
      .waitFor();
    expect(await j.page.getByText('Welcome to Cardfolio').isVisible()).toBe(true);

    const appStore = j.page.getByRole('link', { name: /App Store/ });
    expect(await appStore.getAttribute('href')).toMatch(/^https:\/\/apps\.apple\.com\//);
    const googlePlay = j.page.getByRole('button', { name: /Google Play/ });
    expect(await googlePlay.isDisabled()).toBe(true);
    expect(await j.page.getByText('Coming soon').isVisible()).toBe(true);

    expect(await j.page.getByRole('link', { name: 'Try Now' }).getAttribute('href')).toBe('/grade');
    expect(await j.page.getByRole('link', { name: 'Upgrade Now' }).getAttribute('href')).toBe(
      '/memberships',
    );
    expect(await j.page.getByRole('link', { name: 'Shop Now' }).getAttribute('href')).toBe('/shop');
    expect(await j.page.getByRole('link', { name: 'View All Sets' }).getAttribute('href')).toBe(
      '/english/sets',
    );
    expect(await j.page.locator('.feature-list > li').count()).toBe(6);
    expect(await j.page.getByRole('heading', { name: 'Newest Pokemon Sets' }).isVisible()).toBe(
      true,
    );

    // The landing page itself makes no calls: only the app-level start-up requests are seen.
    const allowed = [
      '/api/session/state',
      '/api/auth/version',
      '/api/iOSTCGSets/english',
      '/api/presence/heartbeat',
    ];
    expect(requests.filter((path) => !allowed.includes(path))).toEqual([]);
  });

  it('has the footer links, social links opening in a new tab', async () => {
    await j.page.goto(`${j.server.baseUrl}/`);
    const footer = j.page.locator('footer');
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
    await j.page.goto(`${j.server.baseUrl}/`);
    const nav = j.page.getByRole('navigation', { name: 'Main' });
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
    expect(await j.page.getByRole('link', { name: 'Cardfolio home' }).getAttribute('href')).toBe(
      '/',
    );
  });

  it('highlights the Pokemon menu and the shop by path', async () => {
    await j.page.goto(`${j.server.baseUrl}/japanese/sets`);
    const pokemon = j.page.locator('[data-menu="pokemon"]');
    const shop = j.page.locator('[data-menu="shop"]');
    await pokemon.waitFor();
    expect(await pokemon.getAttribute('data-active')).toBe('true');
    expect(await shop.getAttribute('data-active')).toBe('false');
    await j.page.getByRole('link', { name: 'Shop', exact: true }).click();
    await j.page.waitForURL('**/shop');
    expect(await shop.getAttribute('data-active')).toBe('true');
    expect(await pokemon.getAttribute('data-active')).toBe('false');
  });

  it('shows 404 Page Not Found on an unknown path', async () => {
    await j.page.goto(`${j.server.baseUrl}/no/such/page`);
    await j.page.getByText('404 Page Not Found').waitFor();
    expect(await j.page.getByRole('heading', { level: 1 }).textContent()).toBe(
      '404 Page Not Found',
    );
  });

  it.each(['/orders/abc', '/decks/1e3', '/products/07', '/friends/1e3'])(
    'shows 404 Page Not Found for a bad row id in the path: %s',
    async (path) => {
      await j.page.goto(`${j.server.baseUrl}${path}`);
      await j.page.getByText('404 Page Not Found').waitFor();
      expect(await j.page.getByRole('heading', { level: 1 }).textContent()).toBe(
        '404 Page Not Found',
      );
    },
  );

  it('uses a hamburger menu at 375 px', async () => {
    await j.page.setViewportSize({ width: 375, height: 800 });
    await j.page.goto(`${j.server.baseUrl}/`);
    const toggle = j.page.getByRole('button', { name: 'Open menu' });
    await toggle.waitFor();
    const setsLink = j.page.getByRole('link', { name: 'Pokemon Sets' });
    expect(await setsLink.isVisible()).toBe(false);
    await toggle.click();
    expect(await setsLink.isVisible()).toBe(true);
    expect(
      await j.page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded'),
    ).toBe('true');
    await setsLink.click();
    await j.page.waitForURL('**/english/sets');
    expect(await setsLink.isVisible()).toBe(false);
  });

  it('shows the loading screen while the current user loads', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await j.page.route('**/api/session/state', async (route) => {
      await held;
      await route.continue();
    });
    await j.page.goto(`${j.server.baseUrl}/`);
    const status = j.page.getByRole('status');
    await j.page.getByText('Loading the product...').waitFor();
    expect(await status.textContent()).toContain('Preparing your collection experience');
    expect(await j.page.getByRole('heading', { name: /Ultimate Pokemon/ }).count()).toBe(0);
    release();
    await j.page.getByRole('heading', { name: /Ultimate Pokemon/ }).waitFor();
    expect(await j.page.getByText('Loading the product...').count()).toBe(0);
  });
});
