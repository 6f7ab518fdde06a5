import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import type { ConfigInput } from '../../src/server/config.ts';
import { DEV_KEY_COOKIE } from '../../src/server/http/dev-key.ts';
import { blockExternalRequests, importFixtureCatalog } from '../fixtures/catalog/load-catalog.ts';
import { journeyConfig, type RunningApp, startAppServer } from './app-server.ts';
import { connectBrowser, hasChromium, launchBrowser } from './browser.ts';

export type PageOptions = BrowserContextOptions & {
  /** An MJPEG file the page's camera plays: the page gets a Chromium of its own for the test. */
  camera?: string;
};

/** The app, browser and this test's page of a browser journey (set by its hooks). */
export type Journey = {
  server: RunningApp;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /**
   * Another page in a browser context of its own (a second user, downloads, a camera): closed
   * after the file, or after the test when it has a camera.
   */
  newPage(options?: PageOptions): Promise<Page>;
};

export type JourneyOptions = {
  config?: Partial<ConfigInput>;
  /** Starts the app another way (a stand-in first, a known port); gets the journey config. */
  start?: (config: Partial<ConfigInput>) => Promise<RunningApp>;
  /** Imports the journeys' fixture catalog (e2e/fixtures/catalog) before `seed`. */
  catalog?: boolean;
  /** Runs once after the server started (catalog, prices, accounts). */
  seed?: (server: RunningApp) => Promise<unknown>;
  /** Fails requests to other hosts at once on every page (card images point at real CDNs). */
  blockExternal?: boolean;
  /** 1280 x 900 unless given. */
  viewport?: { width: number; height: number };
  /** 'test' (default): a new context and page for every test; 'file': one page for the file. */
  pagePer?: 'test' | 'file';
};

/** The dev key cookie (decision 003), as a tester who opened the start block's mailbox link has. */
async function withDevKey(context: BrowserContext, server: RunningApp | undefined): Promise<void> {
  const key = server?.app.config.DEV_KEY;
  if (server && key) {
    await context.addCookies([{ name: DEV_KEY_COOKIE, value: key, url: server.baseUrl }]);
  }
}

/**
 * Registers the hooks of a browser journey file: the real app on a fresh database, a connection to
 * the run's one Chromium, and a new context and page for every test (or one for the file). Called
 * at the top of the file, so helpers outside the describe block reach `journey.page`; nothing
 * starts without Chromium (the describe blocks skip then).
 */
export function browserJourney({
  config = {},
  start = startAppServer,
  catalog = false,
  seed,
  blockExternal = false,
  viewport = { width: 1280, height: 900 },
  pagePer = 'test',
}: JourneyOptions = {}): Journey {
  const otherContexts: BrowserContext[] = [];
  const cameraBrowsers: Browser[] = [];

  async function pageIn(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
    const context = await browser.newContext({ viewport, ...options });
    await withDevKey(context, journey.server);
    const page = await context.newPage();
    if (blockExternal) {
      await blockExternalRequests(page);
    }
    return page;
  }

  async function openMainPage(): Promise<void> {
    await journey.context?.close();
    journey.page = await pageIn(journey.browser);
    journey.context = journey.page.context();
  }

  const journey = {
    async newPage({ camera, ...options }: PageOptions = {}): Promise<Page> {
      if (camera === undefined) {
        const page = await pageIn(journey.browser, options);
        otherContexts.push(page.context());
        return page;
      }
      const browser = await launchBrowser({ camera });
      cameraBrowsers.push(browser);
      return pageIn(browser, options);
    },
  } as Journey;

  beforeAll(async () => {
    if (!hasChromium) {
      return;
    }
    journey.server = await start(journeyConfig(config));
    if (catalog) {
      await importFixtureCatalog(journey.server.app.pool);
    }
    await seed?.(journey.server);
    journey.browser = await connectBrowser(inject('chromiumEndpoint'));
    if (pagePer === 'file') {
      await openMainPage();
    }
  });
  if (pagePer === 'test') {
    beforeEach(async () => {
      if (hasChromium) {
        await openMainPage();
      }
    });
  }
  afterEach(async () => {
    for (const browser of cameraBrowsers.splice(0)) {
      await browser.close();
    }
  });
  afterAll(async () => {
    for (const context of otherContexts) {
      await context.close();
    }
    await journey.browser?.close();
    await journey.server?.close();
  });
  return journey;
}

/** A fresh folder under the system temp dir for the file's photos, removed after the file. */
export function scratchDir(label: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `cardfolio-${label}-`));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
