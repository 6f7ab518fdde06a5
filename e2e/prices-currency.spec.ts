import { describe, expect, it } from 'vitest';
import { saveExchangeRates } from '../src/server/prices/rates/exchange-rates.repository.ts';
import { signInNewAccount } from './support/accounts.ts';
import { signInVerified } from './support/auth-flows.ts';
import { hasChromium } from './support/browser.ts';
import { addPriceSeries, isoDay } from './support/collection-seed.ts';
import { browserJourney } from './support/journey.ts';

const j = browserJourney({
  catalog: true,
  seed: async ({ app: { pool } }) => {
    // $12.00 today: EUR 10.80 at 0.9 euros per dollar.
    await addPriceSeries(pool, { id: 'swsh9-50' }, 30, (d) => (d === 0 ? 12 : 11));
    await saveExchangeRates(pool, [
      { date: isoDay(0), currency: 'EUR', unitsPerUsd: 0.9, source: 'e2e' },
      { date: isoDay(0), currency: 'JPY', unitsPerUsd: 150, source: 'e2e' },
    ]);
  },
  blockExternal: true,
});

describe.skipIf(!hasChromium)('prices: display currency and price sources', () => {
  it('shows euros on /home and a card page after choosing EUR on /profile', async () => {
    const { email } = await signInNewAccount(j.page, j.server, 'euro', {
      items: [{ productId: 'swsh9-50', addedDaysAgo: 3 }],
    });
    await j.page.getByTestId('collection-total').filter({ hasText: '$12.00' }).waitFor();
    // Each item row says where its price comes from, as the card page does.
    await j.page
      .getByTestId('item-price-source')
      .filter({ hasText: 'Source: TCGplayer' })
      .waitFor();

    await j.page.goto(`${j.server.baseUrl}/profile`);
    const picker = j.page.getByLabel('Show prices in');
    await picker.waitFor();
    expect(await picker.inputValue()).toBe('USD');
    await picker.selectOption('EUR');
    await j.page.getByTestId('currency-shown').filter({ hasText: 'Euro (€)' }).waitFor();

    await j.page.goto(`${j.server.baseUrl}/home`);
    await j.page.getByTestId('collection-total').filter({ hasText: '€10.80' }).waitFor();

    await j.page.goto(`${j.server.baseUrl}/card/swsh9-50`);
    const price = j.page.getByRole('region', { name: 'Market price' });
    await price.getByText('€10.80').waitFor();
    expect(await price.textContent()).toContain('Source: TCGplayer');

    // The choice is kept for the account: a new browser session shows euros too.
    const second = await j.newPage();
    await signInVerified(second, j.server, email);
    await second.getByTestId('collection-total').filter({ hasText: '€10.80' }).waitFor();
  });

  it('shows admins the price-source runs, failures and coverage per language', async () => {
    await j.server.app.pool.query(
      `INSERT INTO price_source_runs (source, price_date, status, attempts, requested, priced,
         matched_by_number, unmatched, unmatched_sample, priced_by_language, error, finished_at)
       VALUES ('tcgplayer', $1, 'ok', 1, 40, 31, 2, 9, '["base1-2"]', '{"english": 31}', NULL, now()),
         ('cardmarket', $1, 'failed', 3, 40, 0, 0, 40, '[]', '{}',
          'cardmarket: HTTP 401 from /priceguide: Invalid signature', now())`,
      [isoDay(0)],
    );
    await signInNewAccount(j.page, j.server, 'price-admin', { role: 'admin' });
    await j.page.goto(`${j.server.baseUrl}/admin`);
    await j.page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Price sources' })
      .click();
    await j.page.waitForURL('**/admin/price-sources');
    await j.page.getByRole('heading', { name: 'Last runs' }).waitFor();
    expect(await j.page.getByTestId('price-source-failures').textContent()).toBe(
      `1 failed run: cardmarket on ${isoDay(0)}`,
    );
    const runs = j.page.getByRole('table', { name: 'Last runs' });
    expect(await runs.textContent()).toContain('Invalid signature');
    expect(await runs.textContent()).toContain('31 of 40');
    const coverage = j.page.getByRole('table', { name: 'Coverage per language' });
    const english = coverage.getByRole('row').filter({ hasText: 'English' });
    expect(await english.textContent()).toMatch(/tcgplayer 1/);
    expect(await j.page.getByTestId('configured-sources').textContent()).toContain('None');
  });
});
