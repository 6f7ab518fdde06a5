import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  emptyTablePhoto,
  offsetCardPhoto,
} from '#test-support/synthetic/grading/grading-photos.ts';
import { insertPrices } from '../src/server/collection/collection-test-kit.ts';
import { type Account, signInNewAccount } from './support/accounts.ts';
import { hasChromium } from './support/browser.ts';
import type { SeedItem } from './support/collection-seed.ts';
import { browserJourney, scratchDir } from './support/journey.ts';

const CARD = { id: 'swsh9-50', name: 'Pikachu' };

const workDir = scratchDir('grading-e2e');
const cardFile = path.join(workDir, 'card.jpg');
const blankFile = path.join(workDir, 'blank.jpg');
const scratchedFile = path.join(workDir, 'scratched.jpg');

const j = browserJourney({
  config: { SCAN_TIMEOUT_MS: '60000' },
  catalog: true,
  seed: async (server) => {
    await insertPrices(server, [
      {
        productId: CARD.id,
        date: '2026-01-15',
        market: 4000,
        psa10: 60_000,
        graded9: 15_000,
        graded8: 8000,
      },
    ]);
    writeFileSync(cardFile, (await offsetCardPhoto({ left: 58, top: 52, seed: 31 }, 31)).jpeg);
    writeFileSync(blankFile, await emptyTablePhoto());
    const scratched = await offsetCardPhoto(
      { left: 52, top: 48, seed: 41, damage: { scratches: 2, printLines: 1 } },
      41,
      { glare: false },
    );
    writeFileSync(scratchedFile, scratched.jpeg);
  },
  blockExternal: true,
  viewport: { width: 1280, height: 1000 },
});

/** A new account of that membership tier, with `items`, signed in on this test's page. */
function signIn(label: string, membershipTier: number, items?: SeedItem[]): Promise<Account> {
  return signInNewAccount(j.page, j.server, label, { membershipTier, items });
}

async function measure(page: Page, file: string) {
  await page.goto(`${j.server.baseUrl}/grade`);
  await page.getByLabel('Front photo').setInputFiles(file);
  await page.getByRole('button', { name: 'Measure card' }).click();
}

describe.skipIf(!hasChromium)('AI grading (browser)', () => {
  it('a member grades a card: upload, drag a line, ratios change, save to a collection item', async () => {
    const account = await signIn('grader', 1, [{ productId: CARD.id }]);
    const [itemId] = account.itemIds;
    const page = j.page;
    await measure(page, cardFile);
    const ratios = page.getByTestId('centering-Front');
    await expect.poll(() => ratios.textContent(), { timeout: 60_000 }).toContain('L/R');
    const before = (await ratios.textContent()) ?? '';
    expect(before).toMatch(/58\/42 L\/R/);
    await expect.poll(() => page.getByTestId('ceiling-PSA').textContent()).toContain('9');

    // Drag the inner left line about 25 screen pixels to the right: the left border grows.
    const line = page.getByRole('slider', { name: 'Frame left (front)' });
    const box = await line.boundingBox();
    if (!box) {
      throw new Error('the frame line is not on screen');
    }
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 12, y, { steps: 3 });
    await page.mouse.move(x + 25, y, { steps: 3 });
    await page.mouse.up();
    await expect.poll(() => ratios.textContent()).not.toBe(before);
    const after = (await ratios.textContent()) ?? '';
    const leftShare = (text: string) => Number(text.match(/L\/R (\d+\.\d)\//)?.[1]);
    expect(leftShare(after)).toBeGreaterThan(leftShare(before) + 3);

    await page.getByLabel('Collection card').selectOption(String(itemId));
    await page.getByRole('button', { name: 'Save result' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved to Pikachu' }).waitFor();
    // The ROI of the chosen card shows numbers per company, named by its printing's label.
    await page.getByTestId('roi-table').getByText('PSA').waitFor();
    expect(await page.getByTestId('roi-table').locator('caption').textContent()).toContain(
      'Pikachu (Normal)',
    );

    const saved = await page.request.get(`${j.server.baseUrl}/api/grading/results`);
    const { results } = (await saved.json()) as {
      results: { userProductId: number; front: { centering: { leftRight: number[] } } }[];
    };
    expect(results).toHaveLength(1);
    expect(results[0]?.userProductId).toBe(itemId);
    expect(results[0]?.front.centering.leftRight[0]).toBeCloseTo(leftShare(after), 0);

    await page.goto(`${j.server.baseUrl}/Ai-tools`);
    await page.getByTestId('saved-result').getByText('Pikachu').waitFor();

    // The collection item links to its saved results on /grade, and the nav leads there too.
    const savedResults = page.getByRole('region', { name: 'Saved results' });
    await page.goto(`${j.server.baseUrl}/home`);
    await page.getByRole('button', { name: 'Edit Pikachu', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Edit Pikachu' })
      .getByRole('link', { name: 'Saved AI grading results for this card' })
      .click();
    await page.waitForURL(`**/grade?item=${itemId}#saved-results`);
    await savedResults.getByTestId('saved-result').getByText('Pikachu').waitFor();
    await page.goto(`${j.server.baseUrl}/`);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'AI Grading' })
      .click();
    await page.waitForURL('**/grade');
    await savedResults.getByTestId('saved-result').getByText('Pikachu').waitFor();
  }, 180_000);

  it('a scratched card shows its scratches and print line, listed and boxed on the picture', async () => {
    await signIn('scratched', 1);
    const page = j.page;
    await measure(page, scratchedFile);
    const seen = page.getByTestId('seen-Front');
    await expect.poll(() => seen.textContent(), { timeout: 60_000 }).toContain('scratch');
    expect(await seen.textContent()).toContain('print line');
    const face = page.getByTestId('face-front');
    expect(await face.locator('[title="scratch"]').count()).toBeGreaterThan(0);
    expect(await face.locator('[title="print line"]').count()).toBeGreaterThan(0);
  }, 120_000);

  it('a photo with no card says why and offers a retake', async () => {
    await signIn('retaker', 1);
    const page = j.page;
    await measure(page, blankFile);
    const alert = page.getByRole('alert').filter({ hasText: 'Cannot measure: retake.' });
    await alert.waitFor({ timeout: 60_000 });
    expect(await alert.textContent()).toContain('No card was found in the photo.');
    await page.getByRole('button', { name: 'Retake / new card' }).click();
    await page.getByLabel('Front photo').waitFor();
  }, 120_000);

  it('a free user sees the upsell and the API refuses', async () => {
    await signIn('free', 0);
    const page = j.page;
    await page.goto(`${j.server.baseUrl}/grade`);
    await page.getByRole('link', { name: 'Upgrade to use AI grading' }).waitFor();
    expect(await page.getByLabel('Front photo').count()).toBe(0);
    await page.goto(`${j.server.baseUrl}/Ai-tools`);
    await page.getByRole('link', { name: 'Upgrade to use AI grading' }).waitFor();
    const res = await page.request.get(`${j.server.baseUrl}/api/grading/results`);
    expect(res.status()).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
      'membership_required',
    );
  }, 60_000);
});
