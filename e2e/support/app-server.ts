import type { AddressInfo } from 'node:net';
import type { ConfigInput } from '../../src/server/config.ts';
import { createTestApp, type TestApp } from '../../src/server/test/test-app.ts';

export type RunningApp = TestApp & { baseUrl: string };

/** The real server (built SPA + API) on a fresh database, listening on a free loopback port. */
export async function startAppServer(overrides: Partial<ConfigInput> = {}): Promise<RunningApp> {
  const testApp = await createTestApp(overrides);
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = testApp.app.server.address() as AddressInfo;
  return { ...testApp, baseUrl: `http://127.0.0.1:${port}` };
}
