import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createAccount, waitForCollectionTotal } from './support/accounts.ts';
import { signInVerified } from './support/auth-flows.ts';
import { hasChromium } from './support/browser.ts';
import { addPriceSeries, insertItems } from './support/collection-seed.ts';
import { browserJourney } from './support/journey.ts';

const j = browserJourney({
  catalog: true,
  seed: (server) => addPriceSeries(server.app.pool, { id: 'swsh12-2' }, 10, () => 3),
  blockExternal: true,
});

/** The bar is on screen and below the sticky header, not under it. */
async function expectBarVisible(page: Page) {
  const bar = await page.getByRole('region', { name: 'Selected items' }).boundingBox();
  const header = await page.locator('.site-header').boundingBox();
  const viewport = page.viewportSize();
  expect(bar && header && viewport).toBeTruthy();
  if (bar && header && viewport) {
    expect(bar.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(bar.y + bar.height).toBeLessThanOrEqual(viewport.height + 1);
  }
}

describe.skipIf(!hasChromium)('bulk changes on /home', () => {
  it('selects a range with shift-click and changes its condition from a bar that stays visible', async () => {
    const { email, userId } = await createAccount(j.server, 'bulk');
    await insertItems(
      j.server.app.pool,
      userId,
      Array.from({ length: 8 }, (_, i) => ({ productId: 'swsh12-2', addedDaysAgo: i })),
    );
    await signInVerified(j.page, j.server, email);
    await waitForCollectionTotal(j.page);

    const boxes = j.page
      .getByRole('region', { name: 'Collection items' })
      .getByRole('checkbox', { name: /^Select / });
    await boxes.nth(1).click();
    await boxes.nth(4).click({ modifiers: ['Shift'] });
    const bar = j.page.getByRole('region', { name: 'Selected items' });
    await bar.getByText('4 items selected').waitFor();
    await expectBarVisible(j.page);
    await j.page.mouse.wheel(0, 2000);
    await expectBarVisible(j.page);

    await bar.getByLabel('Condition').selectOption('LP');
    await bar.getByRole('button', { name: 'Apply to 4 items' }).click();
    await j.page.getByText('Changed 4 items').waitFor();
    // The list shows the new condition without a reload.
    const conditionTags = j.page
      .getByRole('region', { name: 'Collection items' })
      .locator('.collection-tag', { hasText: /^LP$/ });
    await expect.poll(() => conditionTags.count()).toBe(4);
    const { rows } = await j.server.app.pool.query<{ condition: string; n: number }>(
      'SELECT condition, count(*)::int AS n FROM user_products WHERE user_id = $1 GROUP BY 1 ORDER BY 1',
      [userId],
    );
    expect(rows).toEqual([
      { condition: 'LP', n: 4 },
      { condition: 'NM', n: 4 },
    ]);

    // From the keyboard: Space on one item, Shift+Space on another selects the range.
    await boxes.nth(5).focus();
    await j.page.keyboard.press('Space');
    await boxes.nth(7).focus();
    await j.page.keyboard.press('Shift+Space');
    await bar.getByText('7 items selected').waitFor();

    await bar.getByRole('button', { name: 'Select all 8 matching' }).click();
    await bar.getByText('All 8 items matching selected').waitFor();
    await j.page.setViewportSize({ width: 390, height: 800 });
    await expectBarVisible(j.page);
  });
});
