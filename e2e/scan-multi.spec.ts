import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInNewAccount } from './support/accounts.ts';
import { hasChromium } from './support/browser.ts';
import { browserJourney, scratchDir } from './support/journey.ts';
import {
  indexFixtureCards,
  photographCards,
  warmUpScanner,
  writeMjpeg,
} from './support/scan-fixtures.ts';

/** Three cards on one photo: one will be dropped, one switched to its second match. */
const CARDS = ['swsh9-123', 'base2-1', 'sv06-100'];

const workDir = scratchDir('scan-multi-e2e');
let camera: string;

const j = browserJourney({
  config: { SCAN_WORKERS: '1', SCAN_TIMEOUT_MS: '60000' },
  catalog: true,
  seed: async (server) => {
    const faces = await indexFixtureCards(server.app.pool);
    const photo = await photographCards(
      CARDS.map((id) => faces.get(id) as Buffer),
      23,
    );
    await warmUpScanner(server, photo);
    camera = writeMjpeg(path.join(workDir, 'three-cards.mjpeg'), photo);
  },
  blockExternal: true,
});

const dialog = (page: Page) => page.getByRole('dialog', { name: /^Scan/ });

async function productIdOf(group: Locator): Promise<string> {
  return (await group.locator('[data-product-id]').first().getAttribute('data-product-id')) ?? '';
}

describe.skipIf(!hasChromium)('multi-card scan: fix the results, then add them all', () => {
  it('outlines each card found, lets the member drop one and switch one, and adds exactly the chosen cards', async () => {
    const page = await j.newPage({ camera });
    await signInNewAccount(page, j.server, 'multi-fix', { membershipTier: 1 });

    await page.getByRole('banner').getByRole('button', { name: 'Scan', exact: true }).click();
    await dialog(page).waitFor();
    await dialog(page)
      .getByRole('button', { name: /^Multi/ })
      .click();
    const capture = dialog(page).getByRole('button', { name: 'Capture' });
    await expect.poll(() => capture.isEnabled(), { timeout: 15_000 }).toBe(true);
    await capture.click();
    await dialog(page).getByText('3 cards found').waitFor({ timeout: 30_000 });

    // Each card's outline on the photo, numbered like its result.
    const marks = dialog(page).getByRole('img', { name: 'Your photo with 3 cards outlined' });
    await marks.waitFor();
    expect(await marks.locator('[data-outline]').count()).toBe(3);
    const groups = dialog(page).getByRole('group', { name: /^Card \d$/ });
    const found = await Promise.all([0, 1, 2].map((i) => productIdOf(groups.nth(i))));
    expect([...found].sort()).toEqual([...CARDS].sort());

    // Drop card 1: its outline turns dashed and it is not added.
    await dialog(page).getByRole('button', { name: 'Drop card 1' }).click();
    await dialog(page).getByRole('button', { name: 'Keep card 1' }).waitFor();
    expect(await marks.locator('.photo-outline--dropped').getAttribute('data-outline')).toBe('1');

    // Card 2 is switched to its second candidate.
    const second = groups.nth(1);
    const options = second.getByRole('radio');
    expect(await options.count()).toBeGreaterThanOrEqual(2);
    await options.nth(1).check();
    const switched = await productIdOf(second);
    expect(switched).not.toBe(found[1]);
    const kept = found[2] as string;

    // One condition for every kept card, from the review table's "apply to" controls.
    await dialog(page).getByLabel('Condition for many').selectOption('LP');
    await dialog(page).getByRole('button', { name: 'Apply condition' }).click();

    await dialog(page).getByRole('button', { name: 'Add all to collection' }).click();
    await page.getByText('Added 2 items to your collection').waitFor();
    const response = await page.request.get(`${j.server.baseUrl}/api/iOSUserCards/`);
    expect(response.status()).toBe(200);
    const body = (await response.json()) as
      | { product_id: string; condition: string }[]
      | { cards: { product_id: string; condition: string }[] };
    const items = Array.isArray(body) ? body : body.cards;
    expect(items.map((item) => item.product_id).sort()).toEqual([kept, switched].sort());
    expect(items.map((item) => item.condition)).toEqual(['LP', 'LP']);
  }, 180_000);
});
