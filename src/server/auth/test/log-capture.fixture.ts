// Runs sign-up, verification, sign-in, refresh and a password reset with LOG_LEVEL=trace so that
// log-redaction.test.ts can scan stdout. Prints the secrets it saw on stderr as one JSON line.

import { devKeyHeaders } from '../../http/dev-key.ts';
import { createTestApp } from '../../test/test-app.ts';
import { createAuthClient, FDI_HEADERS, form } from './auth-test-client.ts';

const PASSWORD = 'SecretPikachu99';
const t = await createTestApp({ LOG_LEVEL: 'trace' });
const client = createAuthClient(t.app);
const secrets: string[] = [PASSWORD, 'NewSecretRaichu77'];
await client.signUp('logs@kanto.test', PASSWORD);
secrets.push(String(client.jar.sAccessToken), String(client.jar.sRefreshToken));
const mails = await t.app.inject({
  headers: devKeyHeaders(t.app),
  url: '/dev/mailbox?format=json&to=logs%40kanto.test',
});
const token = String(/token=([\w-]+)/.exec(mails.json()[0].text)?.[1]);
secrets.push(token);
await client.call('POST', '/api/auth/user/email/verify', { method: 'token', token });
await client.signIn('logs@kanto.test', PASSWORD);
await client.signIn('logs@kanto.test', 'WrongSecret123');
await client.refresh();
secrets.push(String(client.jar.sRefreshToken));
await t.app.inject({
  method: 'POST',
  url: '/api/auth/user/password/reset/token',
  headers: FDI_HEADERS,
  payload: form({ email: 'logs@kanto.test' }),
});
const reset = await t.app.inject({
  headers: devKeyHeaders(t.app),
  url: '/dev/mailbox?format=json&to=logs%40kanto.test',
});
const resetToken = String(/token=([\w-]+)/.exec(reset.json()[0].text)?.[1]);
secrets.push(resetToken);
// The links in the mails open these pages: their query strings must not reach the request log.
await t.app.inject({ url: `/reset-password?token=${resetToken}` });
await t.app.inject({ url: `/verify-email?token=${token}&tenantId=public` });
await t.app.inject({
  method: 'POST',
  url: '/api/auth/user/password/reset',
  headers: FDI_HEADERS,
  payload: { ...form({ password: 'NewSecretRaichu77' }), token: resetToken, method: 'token' },
});
await t.app.inject({
  method: 'POST',
  url: '/api/auth/signin',
  headers: FDI_HEADERS,
  payload: '{"broken',
});
await t.close();
process.stderr.write(`${JSON.stringify({ secrets })}\n`);
