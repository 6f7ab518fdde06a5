import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { importFixtureCatalog } from '../src/server/catalog/test-fixtures/fixture-catalog.ts';
import { insertPrices } from '../src/server/collection/collection-test-kit.ts';
import {
  type EbayStandIn,
  ebayStandInConfig,
  startEbayStandIn,
} from '../src/server/test/ebay-stand-in.ts';
import { signInNewAccount } from './support/accounts.ts';
import { startAppServer } from './support/app-server.ts';
import { hasChromium } from './support/browser.ts';
import { browserJourney } from './support/journey.ts';

let stand: EbayStandIn;

const j = browserJourney({
  start: async (config) => {
    stand = await startEbayStandIn();
    const server = await startAppServer({ ...config, ...ebayStandInConfig(stand) });
    // The redirect URI needs the port the server got.
    server.app.config.EBAY_REDIRECT_URI = `${server.baseUrl}/api/ebay/callback`;
    return server;
  },
  seed: async (server) => {
    await importFixtureCatalog(server.app.pool);
    await insertPrices(server, [{ productId: 'base1-4', date: '2025-01-02', market: 31299 }]);
  },
});
afterAll(() => stand?.close());

async function signedIn(): Promise<void> {
  await signInNewAccount(j.page, j.server, 'ebay', { items: [{ productId: 'base1-4' }] });
}

describe.skipIf(!hasChromium)('eBay journeys', () => {
  beforeEach(() => {
    stand.deny = false;
  });

  it('connects eBay, lists a collection item as a draft and disconnects', async () => {
    await signedIn();
    await j.page.goto(`${j.server.baseUrl}/profile`);
    await j.page.getByRole('button', { name: 'Connect eBay' }).click();
    await j.page.waitForURL('**/ebay/success?status=connected');
    await j.page.getByRole('heading', { name: 'eBay connected' }).waitFor();

    await j.page.getByRole('link', { name: 'Back to your profile' }).click();
    await j.page.getByTestId('ebay-connected').waitFor();
    await j.page
      .getByLabel('Collection item to list')
      .selectOption({ label: 'Charizard #4 (Base Set)' });
    await j.page.getByRole('button', { name: 'List on eBay' }).click();
    await j.page
      .getByText('Draft listing created on eBay: Charizard 4 Base Set Pokemon TCG ($312.99).')
      .waitFor();
    expect(stand.drafts.at(-1)?.body).toMatchObject({
      pricingSummary: { price: { value: '312.99', currency: 'USD' } },
    });
    await j.page
      .getByRole('list', { name: 'eBay drafts' })
      .getByText(/Charizard/)
      .waitFor();

    await j.page.getByRole('button', { name: 'Disconnect eBay' }).click();
    await j.page.getByRole('button', { name: 'Connect eBay' }).waitFor();
  });

  it('shows a clear error when the eBay consent is declined', async () => {
    await signedIn();
    stand.deny = true;
    await j.page.goto(`${j.server.baseUrl}/profile`);
    await j.page.getByRole('button', { name: 'Connect eBay' }).click();
    await j.page.waitForURL('**/ebay/success?status=error&reason=access_denied');
    await j.page.getByRole('heading', { name: 'eBay could not be connected' }).waitFor();
    await j.page.getByText('You declined the eBay authorisation.').waitFor();
  });

  it('refuses the eBay calls when signed out', async () => {
    await j.page.goto(`${j.server.baseUrl}/ebay/success?status=connected`);
    await j.page.getByRole('heading', { name: 'eBay connected' }).waitFor();
    const status = await j.page.evaluate(async () => (await fetch('/api/ebay/status')).status);
    expect(status).toBe(401);
  });
});
