import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { blockExternalRequests } from '../../e2e/fixtures/catalog/load-catalog.ts';
import { journeyConfig, type RunningApp, startAppServer } from '../../e2e/support/app-server.ts';
import { hasChromium, launchBrowser } from '../../e2e/support/browser.ts';
import type { ConfigInput } from '../../src/server/config.ts';
import globalSetup from '../../src/server/test/global-setup.ts';

/**
 * Runs `work` against the real server (built SPA, journey settings, a fresh test database) and
 * one headless Chromium, then closes both. Says so and does nothing without Chromium.
 */
export async function withBrowserBench(
  config: Partial<ConfigInput>,
  work: (bench: { server: RunningApp; browser: Browser }) => Promise<void>,
): Promise<void> {
  if (!hasChromium) {
    console.log('skipped: /usr/bin/chromium is missing');
    return;
  }
  const teardown = await globalSetup();
  const server = await startAppServer(journeyConfig(config));
  const browser = await launchBrowser();
  try {
    await work({ server, browser });
  } finally {
    await browser.close();
    await server.close();
    await teardown?.();
  }
}

/** A page in a new browser context (a cold visit), other hosts failed at once; close its context. */
export async function coldPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  await blockExternalRequests(page);
  return page;
}
