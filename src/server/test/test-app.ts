import { CSRF_COOKIE, CSRF_HEADER } from '#core/http/csrf.ts';
import { type App, buildApp } from '../app.ts';
import { type ConfigInput, makeConfig } from '../config.ts';
import { createTestDatabase } from './test-database.ts';

export type TestApp = { app: App; databaseUrl: string; close: () => Promise<void> };

/** The real app on its own fresh database; call close() after the test file. */
export async function createTestApp(overrides: Partial<ConfigInput> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = makeConfig({
    LOG_LEVEL: 'silent',
    SEED_DEMO_CATALOG: 'false',
    PAYMENT_PROVIDER: 'test',
    // One scan or grading worker, started cold: a test that measures workers asks for more.
    SCAN_WORKERS: '1',
    SCAN_WARM_UP: 'false',
    // Admin test accounts have no authenticator app; the rule itself is tested in auth/test/totp.
    ADMIN_REQUIRES_TOTP: 'false',
    // A private web build (`vite build --outDir x`) for journeys run beside other builds.
    ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    ...overrides,
  });
  const app = await buildApp({ ...config, DATABASE_URL: database.url });
  await app.ready();
  return {
    app,
    databaseUrl: database.url,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

/** Headers that pass the CSRF double-submit check, for state-changing inject() calls. */
export function csrfHeaders(token = 'test-csrf-token-0123456789abcdef') {
  return { cookie: `${CSRF_COOKIE}=${token}`, [CSRF_HEADER]: token };
}

/** GET `url` on the test app: the response and its parsed JSON body. */
export async function getJson(t: TestApp, url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  return { res, body: res.json() };
}
