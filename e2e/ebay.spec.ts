import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { importFixtureCatalog } from '../src/server/catalog/test-fixtures/fixture-catalog.ts';
import { insertPrices } from '../src/server/collection/collection-test-kit.ts';
import {
  type EbayStandIn,
  ebayStandInConfig,
  startEbayStandIn,
} from '../src/server/test/ebay-stand-in.ts';
import { type RunningApp, startAppServer } from './support/app-server.ts';
import { createVerifiedAccount, signInVerified } from './support/auth-flows.ts';
import { AUTH_TEST_CONFIG, uniqueEmail } from './support/auth-mail.ts';
import { hasChromium, launchBrowser } from './support/browser.ts';
import { findUserId, insertItems } from './support/collection-seed.ts';

let server: RunningApp;
let stand: EbayStandIn;
let browser: Browser;
let context: BrowserContext;
let page: Page;

async function signedIn(): Promise<string> {
  const email = uniqueEmail('ebay');
  await createVerifiedAccount(server, email);
  const userId = await findUserId(server.app.pool, email);
  await insertItems(server.app.pool, userId, [{ productId: 'base1-4' }]);
  await signInVerified(page, server, email);
  return email;
}

describe.skipIf(!hasChromium)('eBay journeys', () => {
  beforeAll(async () => {
    stand = await startEbayStandIn();
    server = await startAppServer({
      ...AUTH_TEST_CONFIG,
      ...ebayStandInConfig(stand),
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    });
    // The redirect URI needs the port the server got.
    server.app.config.EBAY_REDIRECT_URI = `${server.baseUrl}/api/ebay/callback`;
    await importFixtureCatalog(server.app.pool);
    await insertPrices(server, [{ productId: 'base1-4', date: '2025-01-02', market: 31299 }]);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
    await stand?.close();
  });
  beforeEach(async () => {
    stand.deny = false;
    await context?.close();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
  });

  it('connects eBay, lists a collection item as a draft and disconnects', async () => {
    await signedIn();
    await page.goto(`${server.baseUrl}/profile`);
    await page.getByRole('button', { name: 'Connect eBay' }).click();
    await page.waitForURL('**/ebay/success?status=connected');
    await page.getByRole('heading', { name: 'eBay connected' }).waitFor();

    await page.getByRole('link', { name: 'Back to your profile' }).click();
    await page.getByTestId('ebay-connected').waitFor();
    await page
      .getByLabel('Collection item to list')
      .selectOption({ label: 'Charizard #4 (Base Set)' });
    await page.getByRole('button', { name: 'List on eBay' }).click();
    await page
      .getByText('Draft listing created on eBay: Charizard 4 Base Set Pokemon TCG ($312.99).')
      .waitFor();
    expect(stand.drafts.at(-1)?.body).toMatchObject({
      pricingSummary: { price: { value: '312.99', currency: 'USD' } },
    });
    await page
      .getByRole('list', { name: 'eBay drafts' })
      .getByText(/Charizard/)
      .waitFor();

    await page.getByRole('button', { name: 'Disconnect eBay' }).click();
    await page.getByRole('button', { name: 'Connect eBay' }).waitFor();
  });

  it('shows a clear error when the eBay consent is declined', async () => {
    await signedIn();
    stand.deny = true;
    await page.goto(`${server.baseUrl}/profile`);
    await page.getByRole('button', { name: 'Connect eBay' }).click();
    await page.waitForURL('**/ebay/success?status=error&reason=access_denied');
    await page.getByRole('heading', { name: 'eBay could not be connected' }).waitFor();
    await page.getByText('You declined the eBay authorisation.').waitFor();
  });

  it('refuses the eBay calls when signed out', async () => {
    await page.goto(`${server.baseUrl}/ebay/success?status=connected`);
    await page.getByRole('heading', { name: 'eBay connected' }).waitFor();
    const status = await page.evaluate(async () => (await fetch('/api/ebay/status')).status);
    expect(status).toBe(401);
  });
});
