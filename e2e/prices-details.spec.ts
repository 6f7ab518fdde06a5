import { describe, expect, it } from 'vitest';
import { refreshLatestPrices } from '../src/server/prices/latest-prices.ts';
import { signInNewAccount } from './support/accounts.ts';
import { hasChromium } from './support/browser.ts';
import { addPriceSeries, isoDay } from './support/collection-seed.ts';
import { browserJourney } from './support/journey.ts';

const j = browserJourney({
  catalog: true,
  seed: async ({ app: { pool } }) => {
    // Pikachu: TCGplayer's $12.00 market price today, $12.50 Near Mint and $10.00 Lightly Played.
    await addPriceSeries(pool, { id: 'swsh9-50' }, 10, () => 12);
    await pool.query(
      `UPDATE price_points SET price_kind = 'market', condition_cents = '{"NM": 1250, "LP": 1000}'
       WHERE product_id = 'swsh9-50' AND price_date = $1`,
      [isoDay(0)],
    );
    // Gloom: PriceCharting's $4.00, last updated 3 days ago, 14 sales, no condition prices.
    await pool.query(
      `INSERT INTO price_points (product_id, variant, source, price_date, market_cents,
         price_kind, sales_count, last_sale_date)
       VALUES ('swsh12-2', 'normal', 'pricecharting', $1, 400, 'market', 14, $2)`,
      [isoDay(3), isoDay(4)],
    );
    await refreshLatestPrices(pool);
  },
  blockExternal: true,
});

const dialog = () => j.page.getByRole('dialog');

describe.skipIf(!hasChromium)('prices: every price explains itself', () => {
  it('opens price details on a collection row and a card page, and totals the net', async () => {
    const { userId } = await signInNewAccount(j.page, j.server, 'prices', {
      items: [
        { productId: 'swsh9-50', quantity: 2 },
        { productId: 'swsh12-2', quantity: 1 },
      ],
    });
    await j.server.app.pool.query(`UPDATE user_products SET condition = 'LP' WHERE user_id = $1`, [
      userId,
    ]);
    await j.page.reload();
    // 2 x $10.00 (TCGplayer's LP price) + $4.00 (the market price as the LP estimate) = $24.00.
    await j.page.getByTestId('collection-total').filter({ hasText: '$24.00' }).waitFor();

    await j.page.getByRole('button', { name: 'Price details for Pikachu' }).click();
    await dialog()
      .getByText("Lightly Played: $10.00 (TCGplayer's price for this condition)")
      .waitFor();
    const text = await dialog().textContent();
    expect(text).toContain('SourceTCGplayer');
    expect(text).toContain('KindMarket price');
    const net = dialog().getByRole('table', { name: /What you would take home/ });
    // eBay: 13.25% of $10.00 plus $0.30 is $1.63 in fees, $1.50 shipping: $6.87 net.
    expect(await net.getByRole('row', { name: /eBay/ }).textContent()).toBe('eBay$1.63$1.50$6.87');
    await j.page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });

    await j.page.getByRole('button', { name: 'Price details for Gloom' }).click();
    await dialog()
      .getByText('Stale: last updated 3 days ago (this source updates daily)')
      .waitFor();
    const gloom = await dialog().textContent();
    expect(gloom).toContain('SourcePriceCharting');
    expect(gloom).toContain('Sales14');
    expect(gloom).toContain(
      'Lightly Played: $4.00 Estimate: the market price, used for Lightly Played (the source does not price conditions separately)',
    );
    await dialog().getByRole('button', { name: 'Close' }).click();

    // Totals: the take-home when every copy is sold on eBay, one order each.
    await j.page.getByLabel('Totals show').selectOption('ebay');
    // Pikachu 2 x $6.87; Gloom $4.00 - $0.53 - $0.30 - $1.50 = $1.67.
    await j.page.getByTestId('collection-net-total').filter({ hasText: '$15.41' }).waitFor();

    // Cheaper shipping saved on /profile changes the net.
    await j.page.goto(`${j.server.baseUrl}/profile`);
    const ebay = j.page.getByLabel('eBay shipping per order ($)');
    await expect.poll(() => ebay.inputValue(), { timeout: 15_000 }).toBe('1.50');
    await ebay.fill('abc');
    await j.page.getByRole('button', { name: 'Update shipping' }).click();
    await j.page.getByText('eBay shipping must be an amount such as 1.25').waitFor();
    await ebay.fill('0.50');
    await j.page.getByRole('button', { name: 'Update shipping' }).click();
    await j.page.getByText('Shipping assumptions saved').waitFor();

    await j.page.goto(`${j.server.baseUrl}/card/swsh9-50`);
    const price = j.page.getByRole('region', { name: 'Market price' });
    await price.getByRole('button', { name: 'Price details' }).click();
    await dialog().getByText("Near Mint: $12.50 (TCGplayer's price for this condition)").waitFor();
    const cardNet = dialog().getByRole('table', { name: /What you would take home/ });
    // eBay on $12.50: 13.25% + $0.40 (over $10) = $2.06 in fees, $0.50 shipping: $9.94.
    expect(await cardNet.getByRole('row', { name: /eBay/ }).textContent()).toBe(
      'eBay$2.06$0.50$9.94',
    );
  });
});
