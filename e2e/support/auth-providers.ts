import { createServer } from 'node:net';
import type { ConfigInput } from '../../src/server/config.ts';
import {
  type OidcStandIn,
  standInConfig,
  startOidcStandIn,
} from '../../src/server/test/oidc-stand-in.ts';
import { createTestApp } from '../../src/server/test/test-app.ts';
import type { RunningApp } from './app-server.ts';
import { AUTH_TEST_CONFIG } from './auth-mail.ts';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === 'string') {
    throw new Error('no free port');
  }
  return address.port;
}

/**
 * The app listening on a port chosen up front, with WEBSITE_URL set to it, so that mailed links
 * and provider callbacks point at the running server.
 */
export async function startAppAtKnownUrl(
  configFor: (baseUrl: string) => Promise<Partial<ConfigInput>> | Partial<ConfigInput> = () => ({}),
): Promise<RunningApp> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const testApp = await createTestApp({
    ...AUTH_TEST_CONFIG,
    ...(await configFor(baseUrl)),
    WEBSITE_URL: baseUrl,
  });
  await testApp.app.listen({ port, host: '127.0.0.1' });
  return { ...testApp, baseUrl };
}

/** The app with Google and Apple pointed at the oidc-provider stand-in. */
export async function startAppWithStandIn(
  config: Partial<ConfigInput> = {},
): Promise<{ server: RunningApp; idp: OidcStandIn }> {
  let idp: OidcStandIn | undefined;
  const server = await startAppAtKnownUrl(async (baseUrl) => {
    idp = await startOidcStandIn({
      redirectUris: [`${baseUrl}/login/callback/google`, `${baseUrl}/api/auth/callback/apple`],
    });
    return { ...config, ...standInConfig(idp) };
  });
  if (!idp) {
    throw new Error('the stand-in did not start');
  }
  return { server, idp };
}
