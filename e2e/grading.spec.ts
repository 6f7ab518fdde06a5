import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  emptyTablePhoto,
  offsetCardPhoto,
} from '#test-support/synthetic/grading/grading-photos.ts';
import { insertPrices } from '../src/server/collection/collection-test-kit.ts';
import { blockExternalRequests, importFixtureCatalog } from './fixtures/catalog/load-catalog.ts';
import { type RunningApp, startAppServer } from './support/app-server.ts';
import { createVerifiedAccount, signInVerified } from './support/auth-flows.ts';
import { AUTH_TEST_CONFIG, uniqueEmail } from './support/auth-mail.ts';
import { hasChromium, launchBrowser } from './support/browser.ts';
import { findUserId, insertItems } from './support/collection-seed.ts';

const CARD = { id: 'swsh9-50', name: 'Pikachu' };

let server: RunningApp;
let workDir: string;
let cardFile: string;
let blankFile: string;
let scratchedFile: string;
let browser: Browser | undefined;

async function newAccount(label: string, tier: number): Promise<string> {
  const email = uniqueEmail(label);
  await createVerifiedAccount(server, email);
  await server.app.pool.query('UPDATE users SET membership_tier = $2 WHERE email = $1', [
    email.toLowerCase(),
    tier,
  ]);
  return email;
}

async function signedInPage(email: string): Promise<Page> {
  browser = await launchBrowser();
  const page = await (
    await browser.newContext({ viewport: { width: 1280, height: 1000 } })
  ).newPage();
  await blockExternalRequests(page);
  await signInVerified(page, server, email);
  return page;
}

async function measure(page: Page, file: string) {
  await page.goto(`${server.baseUrl}/grade`);
  await page.getByLabel('Front photo').setInputFiles(file);
  await page.getByRole('button', { name: 'Measure card' }).click();
}

describe.skipIf(!hasChromium)('AI grading (browser)', () => {
  beforeAll(async () => {
    server = await startAppServer({
      ...AUTH_TEST_CONFIG,
      SCAN_TIMEOUT_MS: '60000',
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    });
    await importFixtureCatalog(server.app.pool);
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
    workDir = mkdtempSync(path.join(tmpdir(), 'grading-e2e-'));
    cardFile = path.join(workDir, 'card.jpg');
    blankFile = path.join(workDir, 'blank.jpg');
    writeFileSync(cardFile, (await offsetCardPhoto({ left: 58, top: 52, seed: 31 }, 31)).jpeg);
    writeFileSync(blankFile, await emptyTablePhoto());
    scratchedFile = path.join(workDir, 'scratched.jpg');
    const scratched = await offsetCardPhoto(
      { left: 52, top: 48, seed: 41, damage: { scratches: 2, printLines: 1 } },
      41,
      { glare: false },
    );
    writeFileSync(scratchedFile, scratched.jpeg);
  }, 120_000);

  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  afterAll(async () => {
    await server?.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('a member grades a card: upload, drag a line, ratios change, save to a collection item', async () => {
    const email = await newAccount('grader', 1);
    const [itemId] = await insertItems(server.app.pool, await findUserId(server.app.pool, email), [
      { productId: CARD.id },
    ]);
    const page = await signedInPage(email);
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
    // The ROI of the chosen card shows numbers per company.
    await page.getByTestId('roi-table').getByText('PSA').waitFor();

    const saved = await page.request.get(`${server.baseUrl}/api/grading/results`);
    const { results } = (await saved.json()) as {
      results: { userProductId: number; front: { centering: { leftRight: number[] } } }[];
    };
    expect(results).toHaveLength(1);
    expect(results[0]?.userProductId).toBe(itemId);
    expect(results[0]?.front.centering.leftRight[0]).toBeCloseTo(leftShare(after), 0);

    await page.goto(`${server.baseUrl}/Ai-tools`);
    await page.getByTestId('saved-result').getByText('Pikachu').waitFor();
  }, 180_000);

  it('a scratched card shows its scratches and print line, listed and boxed on the picture', async () => {
    const page = await signedInPage(await newAccount('scratched', 1));
    await measure(page, scratchedFile);
    const seen = page.getByTestId('seen-Front');
    await expect.poll(() => seen.textContent(), { timeout: 60_000 }).toContain('scratch');
    expect(await seen.textContent()).toContain('print line');
    const face = page.getByTestId('face-front');
    expect(await face.locator('[title="scratch"]').count()).toBeGreaterThan(0);
    expect(await face.locator('[title="print line"]').count()).toBeGreaterThan(0);
  }, 120_000);

  it('a photo with no card says why and offers a retake', async () => {
    const page = await signedInPage(await newAccount('retaker', 1));
    await measure(page, blankFile);
    const alert = page.getByRole('alert').filter({ hasText: 'Cannot measure: retake.' });
    await alert.waitFor({ timeout: 60_000 });
    expect(await alert.textContent()).toContain('No card was found in the photo.');
    await page.getByRole('button', { name: 'Retake / new card' }).click();
    await page.getByLabel('Front photo').waitFor();
  }, 120_000);

  it('a free user sees the upsell and the API refuses', async () => {
    const page = await signedInPage(await newAccount('free', 0));
    await page.goto(`${server.baseUrl}/grade`);
    await page.getByRole('link', { name: 'Upgrade to use AI grading' }).waitFor();
    expect(await page.getByLabel('Front photo').count()).toBe(0);
    await page.goto(`${server.baseUrl}/Ai-tools`);
    await page.getByRole('link', { name: 'Upgrade to use AI grading' }).waitFor();
    const res = await page.request.get(`${server.baseUrl}/api/grading/results`);
    expect(res.status()).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
      'membership_required',
    );
  }, 60_000);
});
