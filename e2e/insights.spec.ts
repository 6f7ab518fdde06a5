import { describe, expect, it } from 'vitest';
import { computeInsights } from '../src/server/insights/insights-compute.service.ts';
import { refreshLatestPrices } from '../src/server/prices/latest-prices.ts';
import { signInNewAccount } from './support/accounts.ts';
import type { RunningApp } from './support/app-server.ts';
import { hasChromium } from './support/browser.ts';
import { addPriceSeries, isoDay } from './support/collection-seed.ts';
import { browserJourney } from './support/journey.ts';

const DAYS = 40;

/** Dollars by days ago; today's graded ladder for three cards; one sealed MSRP. */
async function seed(server: RunningApp) {
  const pool = server.app.pool;
  await addPriceSeries(pool, { id: 'swsh9-50' }, DAYS, (d) => (d === 0 ? 12 : 10));
  await addPriceSeries(pool, { id: 'swsh9-123', variant: 'holo' }, DAYS, (d) =>
    d === 0 ? 40 : 50,
  );
  await addPriceSeries(pool, { id: 'swsh12-186' }, DAYS, () => 100);
  await addPriceSeries(pool, { id: 'sv06-50' }, DAYS, (d) => (d === 0 ? 31 : 25));
  await addPriceSeries(pool, { id: 'ja-SV2a-025', source: 'simulated' }, DAYS, (d) =>
    d === 0 ? 8 : 7.5,
  );
  await addPriceSeries(pool, { id: 'en-sealed-e2e-1' }, DAYS, () => 80);
  for (const [id, psa10, graded9] of [
    ['swsh12-186', 150_000, 30_000],
    ['sv06-50', 30_000, 6000],
    ['swsh9-50', 10_000, 3000],
  ] as const) {
    await pool.query(
      `UPDATE price_points SET psa10_cents = $2, graded9_cents = $3
       WHERE product_id = $1 AND price_date = $4`,
      [id, psa10, graded9, isoDay(0)],
    );
  }
  await pool.query(
    "UPDATE catalog_products SET msrp_cents = 4999, msrp_source = 'e2e fixture' WHERE id = 'en-sealed-e2e-1'",
  );
  await refreshLatestPrices(pool);
  await computeInsights({ pool });
}

const table = (name: string) => j.page.getByRole('table', { name, exact: true });
const firstCells = (name: string) =>
  table(name)
    .locator('tbody tr td:first-child a, tbody tr td:first-child > span > span:first-child')
    .allTextContents();

const j = browserJourney({ catalog: true, seed, blockExternal: true });

describe.skipIf(!hasChromium)('insights pages', () => {
  it('/market-insights: index, movers, filters, most valuable, top cards and sources', async () => {
    const started = Date.now();
    await j.page.goto(`${j.server.baseUrl}/market-insights`);
    await table('Top gainers').waitFor();
    const interactiveMs = Date.now() - started;
    expect(await firstCells('Top gainers')).toEqual(['Pikachu ex', 'Pikachu', 'ピカチュウ']);
    expect(await firstCells('Top losers')).toEqual(['Charizard VSTAR']);
    await j.page.locator('figure.value-chart').first().waitFor();
    expect(await j.page.getByText(/simulated prices/).count()).toBeGreaterThan(0);

    await j.page.getByLabel('Language').selectOption('english');
    await j.page.waitForURL(/language=english/);
    await j.page.getByRole('button', { name: '$', exact: true }).click();
    await j.page.waitForURL(/by=amount/);
    await expect.poll(() => firstCells('Top gainers')).toEqual(['Pikachu ex', 'Pikachu']);
    const cards = j.page.getByRole('list', { name: 'Cards' });
    expect(await cards.getByRole('listitem').first().textContent()).toContain('Lugia V');
    const sealed = j.page.getByRole('list', { name: 'Sealed products' });
    expect(await sealed.textContent()).toContain('Silver Tempest Elite Trainer Box');
    await j.page.getByRole('heading', { name: 'Top cards per series' }).waitFor();
    expect(await j.page.getByTestId('data-source').first().textContent()).toContain(
      `Prices of ${isoDay(0)}`,
    );
    expect(interactiveMs).toBeLessThan(5000);
  });

  it('/series-performance-overview: sortable sets, a set chart and ROI per set', async () => {
    await j.page.goto(`${j.server.baseUrl}/series-performance-overview`);
    const sets = table('Set performance');
    await sets.waitFor();
    const setNames = () => sets.locator('tbody .insights-link').allTextContents();
    // By value: Silver Tempest 100, Brilliant Stars 12 + 40 = 52, Twilight Masquerade 31.
    expect(await setNames()).toEqual(['Silver Tempest', 'Brilliant Stars', 'Twilight Masquerade']);
    await sets.getByRole('button', { name: '1M' }).click();
    await j.page.waitForURL(/sort=change1m/);
    // 1M: Twilight Masquerade +24 %, Silver Tempest 0 %, Brilliant Stars (60 -> 52) -13.3 %.
    expect(await setNames()).toEqual(['Twilight Masquerade', 'Silver Tempest', 'Brilliant Stars']);
    await sets.getByRole('button', { name: 'Brilliant Stars' }).click();
    await j.page.getByRole('heading', { name: 'Value of Brilliant Stars' }).waitFor();
    const roi = table('Sealed ROI by set');
    await roi.waitFor();
    expect(await roi.textContent()).toContain('Silver Tempest Elite Trainer Box');
    expect(await roi.textContent()).toContain('+60.0%');
    expect(await roi.textContent()).toContain('MSRP source: e2e fixture');
  });

  it('says "Failed to fetch sets" when the ROI sets cannot be loaded', async () => {
    await j.page.route('**/api/insights/roi-sets**', (route) => route.fulfill({ status: 500 }));
    await j.page.goto(`${j.server.baseUrl}/series-performance-overview`);
    await j.page.getByText('Failed to fetch sets').waitFor();
  });

  it('/grading-insights: premiums, a ladder and the signed-in collector candidates', async () => {
    await signInNewAccount(j.page, j.server, 'grader', {
      items: [
        { productId: 'sv06-50' },
        { productId: 'swsh12-186' },
        { productId: 'swsh9-50', graded: { company: 'PSA', grade: 9 } },
      ],
    });
    await j.page.goto(`${j.server.baseUrl}/grading-insights`);
    const candidates = table('Your best grading candidates');
    await candidates.waitFor();
    // Lugia V 1500 - 100 - 29.99; Pikachu ex 300 - 31 - 29.99; the graded Pikachu is left out.
    expect(await firstCells('Your best grading candidates')).toEqual(['Lugia V', 'Pikachu ex']);
    expect(await candidates.textContent()).toContain('+$1,370.01');
    expect(
      await candidates
        .getByRole('link', { name: /Grading ROI/ })
        .first()
        .getAttribute('href'),
    ).toBe('/grade');
    expect(await firstCells('Highest grading premium')).toEqual([
      'Lugia V',
      'Pikachu ex',
      'Pikachu',
    ]);
    await table('Highest grading premium').getByRole('button', { name: 'Ladder' }).nth(1).click();
    const ladder = table('Graded ladder');
    await ladder.waitFor();
    expect(await ladder.getByRole('row', { name: /PSA/ }).textContent()).toContain('$300.00');
    expect(await ladder.getByRole('row', { name: /PSA/ }).textContent()).toContain('9.68×');
  });
});
