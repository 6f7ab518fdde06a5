// Visual check for style moves (ADR 025): the same pages, seeded the same way, rendered from two
// builds of the web app, compared pixel by pixel in headless Chromium.
// Usage: npx tsx scripts/compare-page-screenshots.ts <dist before> <dist after> [out dir]
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import {
  blockExternalRequests,
  importFixtureCatalog,
} from '../e2e/fixtures/catalog/load-catalog.ts';
import { type RunningApp, startAppServer } from '../e2e/support/app-server.ts';
import { createVerifiedAccount, signInVerified } from '../e2e/support/auth-flows.ts';
import { AUTH_TEST_CONFIG } from '../e2e/support/auth-mail.ts';
import { launchBrowser } from '../e2e/support/browser.ts';
import { addPriceSeries, findUserId, insertItems } from '../e2e/support/collection-seed.ts';
import { seedDemoShop } from '../src/server/shop/seed/demo-shop.ts';
import setUpTestDatabases from '../src/server/test/global-setup.ts';

const PAGES = ['/', '/english/sets', '/shop', '/home', '/collection', '/decks'];
/** Shot after signing in. */
const SIGNED_IN = new Set(['/home', '/collection', '/decks']);
const EMAIL = 'styles-check@example.com';

async function seed(server: RunningApp): Promise<void> {
  await importFixtureCatalog(server.app.pool);
  await seedDemoShop(server.app.db);
  await addPriceSeries(server.app.pool, { id: 'swsh9-50' }, 30, (d) => 12 - d * 0.1);
  await addPriceSeries(server.app.pool, { id: 'swsh9-123', variant: 'holo' }, 30, () => 40);
  await createVerifiedAccount(server, EMAIL);
  const userId = await findUserId(server.app.pool, EMAIL);
  await insertItems(server.app.pool, userId, [
    { productId: 'swsh9-50', quantity: 2, purchaseDollars: 5, addedDaysAgo: 2 },
    { productId: 'swsh9-123', variant: 'holo', addedDaysAgo: 1 },
  ]);
}

async function shoot(page: Page, server: RunningApp, route: string): Promise<Buffer> {
  await page.goto(`${server.baseUrl}${route}`);
  await page.waitForLoadState('networkidle');
  if (route === '/home') {
    await page.locator('[data-ready="true"]').waitFor();
  }
  await page.evaluate('document.fonts.ready');
  return page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
}

async function render(distDir: string): Promise<Map<string, Buffer>> {
  const server = await startAppServer({ ...AUTH_TEST_CONFIG, WEB_DIST_DIR: distDir });
  const browser = await launchBrowser();
  try {
    await seed(server);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await blockExternalRequests(page);
    const shots = new Map<string, Buffer>();
    for (const route of PAGES.filter((p) => !SIGNED_IN.has(p))) {
      shots.set(route, await shoot(page, server, route));
    }
    await signInVerified(page, server, EMAIL);
    for (const route of SIGNED_IN) {
      shots.set(route, await shoot(page, server, route));
    }
    return shots;
  } finally {
    await browser.close();
    await server.close();
  }
}

async function differingPixels(a: Buffer, b: Buffer): Promise<number | string> {
  const decode = (png: Buffer) =>
    sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const [left, right] = [await decode(a), await decode(b)];
  if (left.info.width !== right.info.width || left.info.height !== right.info.height) {
    return `size ${left.info.width}x${left.info.height} vs ${right.info.width}x${right.info.height}`;
  }
  let count = 0;
  for (let i = 0; i < left.data.length; i += 4) {
    if (left.data.readUInt32LE(i) !== right.data.readUInt32LE(i)) {
      count += 1;
    }
  }
  return count;
}

const [before, after, outDir = '/tmp/page-screenshots'] = process.argv.slice(2);
if (!before || !after) {
  console.error('usage: tsx scripts/compare-page-screenshots.ts <dist before> <dist after> [out]');
  process.exit(2);
}
mkdirSync(outDir, { recursive: true });
const tearDown = await setUpTestDatabases();
const shotsBefore = await render(path.resolve(before));
const shotsAfter = await render(path.resolve(after));
let changed = 0;
for (const route of PAGES) {
  const a = shotsBefore.get(route) as Buffer;
  const b = shotsAfter.get(route) as Buffer;
  const name = route === '/' ? 'landing' : route.slice(1).replaceAll('/', '-');
  writeFileSync(path.join(outDir, `${name}-before.png`), a);
  writeFileSync(path.join(outDir, `${name}-after.png`), b);
  const diff = await differingPixels(a, b);
  if (diff !== 0) {
    changed += 1;
  }
  console.log(`${route}: ${diff === 0 ? 'identical' : `${diff} pixels differ`}`);
}
await (tearDown as (() => Promise<void>) | undefined)?.();
process.exit(changed === 0 ? 0 : 1);
