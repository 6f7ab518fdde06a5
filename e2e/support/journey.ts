import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { ConfigInput } from '../../src/server/config.ts';
import { type RunningApp, startAppServer } from './app-server.ts';
import { AUTH_TEST_CONFIG } from './auth-mail.ts';
import { hasChromium, launchBrowser } from './browser.ts';

/** The app, browser and this test's page of a browser journey (set by its hooks). */
export type Journey = {
  server: RunningApp;
  browser: Browser;
  context: BrowserContext;
  page: Page;
};

/** The journeys' server settings: e-mail auth as tests need it, and WEB_DIST_DIR when given. */
export function journeyConfig(overrides: Partial<ConfigInput> = {}): Partial<ConfigInput> {
  const webDist = process.env.WEB_DIST_DIR;
  return { ...AUTH_TEST_CONFIG, ...(webDist ? { WEB_DIST_DIR: webDist } : {}), ...overrides };
}

export type JourneyOptions = {
  config?: Partial<ConfigInput>;
  /** Runs once after the server started (catalog, prices, accounts). */
  seed?: (server: RunningApp) => Promise<void>;
};

/**
 * Registers the hooks of a browser journey file: the real app on a fresh database and one
 * Chromium for the file, a new context and page (1280 x 900) for every test. Called at the top of
 * the file, so helpers outside the describe block reach `journey.page`; nothing starts without
 * Chromium (the describe blocks skip then).
 */
export function browserJourney({ config = {}, seed }: JourneyOptions = {}): Journey {
  const journey = {} as Journey;
  beforeAll(async () => {
    if (!hasChromium) {
      return;
    }
    journey.server = await startAppServer(journeyConfig(config));
    await seed?.(journey.server);
    journey.browser = await launchBrowser();
  });
  afterAll(async () => {
    await journey.browser?.close();
    await journey.server?.close();
  });
  beforeEach(async () => {
    if (!hasChromium) {
      return;
    }
    await journey.context?.close();
    journey.context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
    journey.page = await journey.context.newPage();
  });
  return journey;
}
