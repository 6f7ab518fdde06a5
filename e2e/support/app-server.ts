import type { AddressInfo } from 'node:net';
import type { ConfigInput } from '../../src/server/config.ts';
import { createTestApp, type TestApp } from '../../src/server/test/test-app.ts';
import { AUTH_TEST_CONFIG } from './auth-mail.ts';

export type RunningApp = TestApp & { baseUrl: string };

/** The real server (built SPA + API) on a fresh database, listening on a free loopback port. */
export async function startAppServer(overrides: Partial<ConfigInput> = {}): Promise<RunningApp> {
  const testApp = await createTestApp(overrides);
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = testApp.app.server.address() as AddressInfo;
  return { ...testApp, baseUrl: `http://127.0.0.1:${port}` };
}

/** The journeys' server settings: e-mail auth as tests need it, and WEB_DIST_DIR when given. */
export function journeyConfig(overrides: Partial<ConfigInput> = {}): Partial<ConfigInput> {
  const webDist = process.env.WEB_DIST_DIR;
  return { ...AUTH_TEST_CONFIG, ...(webDist ? { WEB_DIST_DIR: webDist } : {}), ...overrides };
}
