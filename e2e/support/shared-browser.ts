import type { TestProject } from 'vitest/node';
import { browserArgs, CHROMIUM_PATH, hasChromium } from './browser.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's one Chromium, shared by every journey file (each in contexts of its own). */
    chromiumEndpoint: string;
  }
}

/** Starts one Chromium for the whole e2e run; journey files connect to it (decision 045). */
export default async function setup(project: TestProject) {
  if (!hasChromium) {
    return;
  }
  const { chromium } = await import('playwright-core');
  const server = await chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: browserArgs(),
  });
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return () => server.close();
}
