import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { importFixtureCatalog } from '../src/server/catalog/test-fixtures/fixture-catalog.ts';
import { insertPrices } from '../src/server/collection/collection-test-kit.ts';
import { decodeBarcode, readPdf } from '../src/server/test/label-pdf-reader.ts';
import { createAccount } from './support/accounts.ts';
import { signInVerified } from './support/auth-flows.ts';
import { downloadedBytes, hasChromium } from './support/browser.ts';
import { browserJourney } from './support/journey.ts';

let collector: string;
let admin: string;

const j = browserJourney({
  seed: async (server) => {
    await importFixtureCatalog(server.app.pool);
    await insertPrices(server, [{ productId: 'base1-4', date: '2025-01-02', market: 31299 }]);
    const seller = await createAccount(server, 'seller', {
      items: [{ productId: 'base1-4' }, { productId: 'base1-58' }],
    });
    collector = seller.email;
    admin = (await createAccount(server, 'buyer-desk', { role: 'admin' })).email;
  },
});

async function signedInPage(email: string): Promise<Page> {
  const page = await j.newPage();
  await signInVerified(page, j.server, email);
  return page;
}

async function fillAddress(page: Page) {
  const form = page.getByRole('form', { name: 'New sell request' });
  await form.getByLabel('Name', { exact: true }).fill('Ash Ketchum');
  await form.getByLabel('Address', { exact: true }).fill('1 Route One');
  await form.getByLabel('City', { exact: true }).fill('Pallet Town');
  await form.getByLabel('Postal code', { exact: true }).fill('12345');
  await form.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Japan' });
}

describe.skipIf(!hasChromium)('sell request journeys', () => {
  it('runs a request from the collection through offer, label, received and paid', async () => {
    const seller = await signedInPage(collector);
    await seller.goto(`${j.server.baseUrl}/profile`);
    const form = seller.getByRole('form', { name: 'New sell request' });
    await form.getByRole('button', { name: 'Send sell request' }).click();
    await form.getByText('Select at least one card').waitFor();

    await form.getByLabel('Card to sell').selectOption({ label: 'Charizard #4 (Base Set)' });
    await form.getByRole('button', { name: 'Add card' }).click();
    const price = form.getByLabel('Asking price of Charizard #4 (Base Set)');
    expect(await price.inputValue()).toBe('312.99');
    await price.fill('300');
    await form.getByLabel('Condition of Charizard #4 (Base Set)').selectOption('LP');
    await fillAddress(seller);
    await form.getByRole('button', { name: 'Send sell request' }).click();
    const sent = await form.getByRole('status').textContent();
    const number = /SR-\d{6}/.exec(sent ?? '')?.[0];
    expect(number).toBeDefined();
    const card = seller.locator('article', { hasText: number ?? '' });
    await card.getByText('Waiting for an offer').waitFor();
    await card.getByText('$300.00').first().waitFor();

    const desk = await signedInPage(admin);
    await desk.goto(`${j.server.baseUrl}/admin/sell-requests`);
    await desk.getByRole('heading', { name: 'Sell requests' }).waitFor();
    const row = desk.locator('article', { hasText: number ?? '' });
    await row.getByText(collector).waitFor();
    await row.getByLabel(`Offer for Charizard in ${number}`).fill('250');
    await row.getByRole('button', { name: 'Send offer' }).click();
    await row.getByText('Offer received').waitFor();

    await seller.reload();
    await card.getByText('offer $250.00').waitFor();
    await card.getByRole('button', { name: 'Accept offer' }).click();
    await card.getByText('Offer accepted: ship your cards').waitFor();
    await card.getByRole('button', { name: 'Get shipping label' }).click();
    await card.getByText('Shipping label ready.').waitFor();
    const download = seller.waitForEvent('download');
    await card.getByRole('link', { name: 'Download the label (PDF)' }).click();
    const [labelPage] = await readPdf(await downloadedBytes(await download));
    expect(labelPage?.text).toEqual(
      expect.arrayContaining(['Ash Ketchum', `Sell request ${number}`]),
    );
    expect(decodeBarcode(labelPage?.rects ?? [])).toBe(number);

    await desk.reload();
    await row.getByRole('button', { name: 'Mark received' }).click();
    await row.getByText('Cards received').waitFor();
    await row.getByRole('button', { name: 'Mark paid' }).click();
    await row.getByText('Paid', { exact: true }).waitFor();
    await seller.reload();
    await card.getByText('Paid', { exact: true }).waitFor();

    await desk.goto(`${j.server.baseUrl}/admin/audit-log`);
    await desk.getByRole('cell', { name: 'sell_request.offer' }).first().waitFor();
  });

  it('refuses the admin screen and the admin API to a collector', async () => {
    const seller = await signedInPage(collector);
    await seller.goto(`${j.server.baseUrl}/admin/sell-requests`);
    await seller.getByRole('alert').getByText('This needs an admin account.').waitFor();
    const status = await seller.evaluate(
      async () => (await fetch('/api/admin/sell-requests')).status,
    );
    expect(status).toBe(403);
    expect(await seller.getByText('Send offer').count()).toBe(0);
  });

  it('withdraws a request and resets the form', async () => {
    const seller = await signedInPage(collector);
    await seller.goto(`${j.server.baseUrl}/profile`);
    const form = seller.getByRole('form', { name: 'New sell request' });
    await form.getByLabel('Card to sell').selectOption({ label: 'Pikachu #58 (Base Set)' });
    await form.getByRole('button', { name: 'Add card' }).click();
    await fillAddress(seller);
    await form.getByRole('button', { name: 'Reset' }).click();
    expect(await form.getByLabel('Name', { exact: true }).inputValue()).toBe('');
    expect(await form.getByRole('listitem').count()).toBe(0);

    await form.getByLabel('Card to sell').selectOption({ label: 'Pikachu #58 (Base Set)' });
    await form.getByRole('button', { name: 'Add card' }).click();
    await form.getByLabel('Asking price of Pikachu #58 (Base Set)').fill('2.50');
    await fillAddress(seller);
    await form.getByRole('button', { name: 'Send sell request' }).click();
    const number = /SR-\d{6}/.exec((await form.getByRole('status').textContent()) ?? '')?.[0];
    const card = seller.locator('article', { hasText: number ?? '' });
    await card.getByText('$2.50').first().waitFor();
    await card.getByRole('button', { name: 'Change prices' }).click();
    await card.getByLabel('New asking price of Pikachu').fill('3.75');
    await card.getByRole('button', { name: 'Save prices' }).click();
    await card.getByText('$3.75').first().waitFor();
    await seller.reload();
    await card.getByText('Asking $3.75').waitFor();
    await card.getByRole('button', { name: 'Withdraw' }).click();
    await card.waitFor({ state: 'detached' });
  });
});
