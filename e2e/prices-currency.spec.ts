import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { saveExchangeRates } from '../src/server/prices/rates/exchange-rates.repository.ts';
import { blockExternalRequests, importFixtureCatalog } from './fixtures/catalog/load-catalog.ts';
import { type RunningApp, startAppServer } from './support/app-server.ts';
import { createVerifiedAccount, signInVerified } from './support/auth-flows.ts';
import { AUTH_TEST_CONFIG, uniqueEmail } from './support/auth-mail.ts';
import { hasChromium, launchBrowser } from './support/browser.ts';
import { addPriceSeries, findUserId, insertItems, isoDay } from './support/collection-seed.ts';

let server: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;

describe.skipIf(!hasChromium)('prices: display currency and price sources', () => {
  beforeAll(async () => {
    server = await startAppServer({
      ...AUTH_TEST_CONFIG,
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    });
    await importFixtureCatalog(server.app.pool);
    // $12.00 today: EUR 10.80 at 0.9 euros per dollar.
    await addPriceSeries(server.app.pool, { id: 'swsh9-50' }, 30, (d) => (d === 0 ? 12 : 11));
    await saveExchangeRates(server.app.pool, [
      { date: isoDay(0), currency: 'EUR', unitsPerUsd: 0.9, source: 'e2e' },
      { date: isoDay(0), currency: 'JPY', unitsPerUsd: 150, source: 'e2e' },
    ]);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  beforeEach(async () => {
    await context?.close();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await blockExternalRequests(page);
  });

  it('shows euros on /home and a card page after choosing EUR on /profile', async () => {
    const email = uniqueEmail('euro');
    await createVerifiedAccount(server, email);
    const userId = await findUserId(server.app.pool, email);
    await insertItems(server.app.pool, userId, [{ productId: 'swsh9-50', addedDaysAgo: 3 }]);
    await signInVerified(page, server, email);
    await page.getByTestId('collection-total').filter({ hasText: '$12.00' }).waitFor();
    // Each item row says where its price comes from, as the card page does.
    await page.getByTestId('item-price-source').filter({ hasText: 'Source: TCGplayer' }).waitFor();

    await page.goto(`${server.baseUrl}/profile`);
    const picker = page.getByLabel('Show prices in');
    await picker.waitFor();
    expect(await picker.inputValue()).toBe('USD');
    await picker.selectOption('EUR');
    await page.getByTestId('currency-shown').filter({ hasText: 'Euro (€)' }).waitFor();

    await page.goto(`${server.baseUrl}/home`);
    await page.getByTestId('collection-total').filter({ hasText: '€10.80' }).waitFor();

    await page.goto(`${server.baseUrl}/card/swsh9-50`);
    const price = page.getByRole('region', { name: 'Market price' });
    await price.getByText('€10.80').waitFor();
    expect(await price.textContent()).toContain('Source: TCGplayer');

    // The choice is kept for the account: a new browser session shows euros too.
    const again = await browser.newContext();
    const second = await again.newPage();
    await blockExternalRequests(second);
    await signInVerified(second, server, email);
    await second.getByTestId('collection-total').filter({ hasText: '€10.80' }).waitFor();
    await again.close();
  });

  it('shows admins the price-source runs, failures and coverage per language', async () => {
    const email = uniqueEmail('price-admin');
    await createVerifiedAccount(server, email);
    await server.app.pool.query("update users set role = 'admin' where email = $1", [email]);
    await server.app.pool.query(
      `INSERT INTO price_source_runs (source, price_date, status, attempts, requested, priced,
         matched_by_number, unmatched, unmatched_sample, priced_by_language, error, finished_at)
       VALUES ('tcgplayer', $1, 'ok', 1, 40, 31, 2, 9, '["base1-2"]', '{"english": 31}', NULL, now()),
         ('cardmarket', $1, 'failed', 3, 40, 0, 0, 40, '[]', '{}',
          'cardmarket: HTTP 401 from /priceguide: Invalid signature', now())`,
      [isoDay(0)],
    );
    await signInVerified(page, server, email);
    await page.goto(`${server.baseUrl}/admin`);
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Price sources' })
      .click();
    await page.waitForURL('**/admin/price-sources');
    await page.getByRole('heading', { name: 'Last runs' }).waitFor();
    expect(await page.getByTestId('price-source-failures').textContent()).toBe(
      `1 failed run: cardmarket on ${isoDay(0)}`,
    );
    const runs = page.getByRole('table', { name: 'Last runs' });
    expect(await runs.textContent()).toContain('Invalid signature');
    expect(await runs.textContent()).toContain('31 of 40');
    const coverage = page.getByRole('table', { name: 'Coverage per language' });
    const english = coverage.getByRole('row').filter({ hasText: 'English' });
    expect(await english.textContent()).toMatch(/tcgplayer 1/);
    expect(await page.getByTestId('configured-sources').textContent()).toContain('None');
  });
});
