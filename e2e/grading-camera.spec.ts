import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { offsetCardPhoto } from '#test-support/synthetic/grading/grading-photos.ts';
import { renderOffsetCard } from '#test-support/synthetic/grading/offset-card.ts';
import { makePhoto } from '#test-support/synthetic/scan/make-photo.ts';
import { signInNewAccount } from './support/accounts.ts';
import { hasChromium } from './support/browser.ts';
import { browserJourney, scratchDir } from './support/journey.ts';
import { writeMjpeg } from './support/scan-fixtures.ts';

const workDir = scratchDir('grading-cam-e2e');

const j = browserJourney({
  config: { SCAN_TIMEOUT_MS: '60000' },
  blockExternal: true,
  viewport: { width: 1280, height: 1000 },
});

/** A new member signed in on this test's page, or on one whose camera plays `camera`. */
async function memberPage(camera?: string): Promise<Page> {
  const page = camera === undefined ? j.page : await j.newPage({ camera });
  await signInNewAccount(page, j.server, 'grade-cam', { membershipTier: 1 });
  return page;
}

const leftShare = (text: string) => Number(text.match(/L\/R (\d+(?:\.\d)?)\//)?.[1]);

describe.skipIf(!hasChromium)('AI grading: camera and corner editor (browser)', () => {
  it('a member photographs the front then the back with the live camera and gets both measured', async () => {
    // The fake camera shows a card printed 58/42 left-right, in the 1920x1080 asked for.
    const photo = await offsetCardPhoto({ left: 58, top: 52, seed: 31 }, 31, {
      width: 1920,
      height: 1080,
      difficulty: 0.3,
    });
    const mjpeg = writeMjpeg(path.join(workDir, 'card.mjpeg'), photo.jpeg);
    const page = await memberPage(mjpeg);
    await page.goto(`${j.server.baseUrl}/grade`);
    await page.getByRole('button', { name: 'Use the camera (front)' }).click();
    await page.getByLabel('Camera view').waitFor();
    const captureFront = page.getByRole('button', { name: 'Capture front' });
    await expect.poll(() => captureFront.isEnabled(), { timeout: 30_000 }).toBe(true);
    await captureFront.click();
    await page.getByAltText('Captured front of the card').waitFor();
    // Straight on to the back: the camera stays open.
    await page.getByRole('button', { name: 'Capture back' }).click();
    await page.getByAltText('Captured back of the card').waitFor();
    expect(await page.getByLabel('Camera view').count()).toBe(0);

    const sent = page.waitForRequest((r) => r.url().endsWith('/api/grading/estimate'));
    await page.getByRole('button', { name: 'Measure card' }).click();
    const body = (await sent).postDataBuffer() ?? Buffer.alloc(0);
    // Both captures went up as JPEG files, at the camera's full resolution.
    expect(body.includes('name="front"')).toBe(true);
    expect(body.includes('name="back"')).toBe(true);
    const front = page.getByTestId('centering-Front');
    await expect.poll(() => front.textContent(), { timeout: 90_000 }).toContain('L/R');
    expect(Math.abs(leftShare((await front.textContent()) ?? '') - 58)).toBeLessThanOrEqual(1);
    await page.getByRole('region', { name: 'Back face' }).waitFor();
  }, 240_000);

  it('a member whose photo was outlined on the wrong card drags the corners onto the right one', async () => {
    // Two cards in one photo: 58/42 and 70/30 left-right. Whichever the detector picks first,
    // the user outlines the other and sees its own centering.
    const cards = [
      { left: 58, top: 50, seed: 61 },
      { left: 70, top: 50, seed: 62, style: 'silver' as const },
    ];
    const photo = await makePhoto(
      await Promise.all(cards.map((card) => renderOffsetCard(card))),
      62,
      { width: 1800, height: 1300, difficulty: 0.3, glare: false },
    );
    const file = path.join(workDir, 'two-cards.jpg');
    writeFileSync(file, photo.jpeg);
    const page = await memberPage();
    await page.goto(`${j.server.baseUrl}/grade`);
    await page.getByLabel('Front photo').setInputFiles(file);
    await page.getByRole('button', { name: 'Measure card' }).click();
    const ratios = page.getByTestId('centering-Front');
    await expect.poll(() => ratios.textContent(), { timeout: 90_000 }).toContain('L/R');
    const first = leftShare((await ratios.textContent()) ?? '');
    const picked = Math.abs(first - 58) < Math.abs(first - 70) ? 0 : 1;
    const other = 1 - picked;

    await page.getByRole('button', { name: 'Adjust card corners (front)' }).click();
    const stage = page.getByAltText('The capture to outline');
    await stage.waitFor();
    const box = await stage.boundingBox();
    if (!box) {
      throw new Error('the photo is not on screen');
    }
    const scale = box.width / photo.width;
    const labels = [
      'Top-left corner',
      'Top-right corner',
      'Bottom-right corner',
      'Bottom-left corner',
    ];
    const target = photo.corners[other] ?? [];
    for (const [index, label] of labels.entries()) {
      const handle = page.getByRole('button', { name: label });
      const from = await handle.boundingBox();
      const [x, y] = target[index] ?? [0, 0];
      if (!from) {
        throw new Error(`${label} is not on screen`);
      }
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + x * scale, box.y + y * scale, { steps: 6 });
      await page.mouse.up();
    }
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/grading/estimate'));
    await page.getByRole('button', { name: 'Measure again' }).click();
    const body = ((await sent).postDataBuffer() ?? Buffer.alloc(0)).toString('latin1');
    expect(body).toContain('name="frontCorners"');
    await expect
      .poll(async () => leftShare((await ratios.textContent()) ?? ''), { timeout: 90_000 })
      .not.toBe(first);
    const now = leftShare((await ratios.textContent()) ?? '');
    expect(Math.abs(now - (cards[other]?.left ?? 0))).toBeLessThanOrEqual(1.5);
  }, 240_000);
});
