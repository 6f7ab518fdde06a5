import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUpClient } from '../../test/users.ts';
import { createAuthClient } from './auth-test-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_REQUIRES_TOTP: 'true', TOTP_MAX_ATTEMPTS: '3' });
});
afterAll(async () => t.close());

type Client = ReturnType<typeof createAuthClient>;
const RID = { rid: 'totp' };

/** The code an authenticator app shows for `secret`, `offsetSteps` periods from now. */
function codeFor(secret: string, offsetSteps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}

async function enrol(client: Client) {
  const device = (await client.call('POST', '/api/auth/totp/device', {}, RID)).json();
  expect(device.status).toBe('OK');
  expect(device.qrCodeString).toMatch(/^otpauth:\/\/totp\/Cardfolio:.+secret=/);
  const firstCode = codeFor(device.secret);
  const confirmed = await client.call(
    'POST',
    '/api/auth/totp/device/verify',
    { totp: firstCode },
    RID,
  );
  expect(confirmed.json().status).toBe('OK');
  return {
    secret: device.secret as string,
    firstCode,
    recoveryCodes: confirmed.json().recoveryCodes as string[],
  };
}

async function signIn(email: string) {
  const client = createAuthClient(t.app);
  expect((await client.signIn(email, 'pokeball12')).json().status).toBe('OK');
  return client;
}

describe('two-step sign-in with an authenticator app', () => {
  it('enrols with a real code, then a new sign-in can do nothing until the code is entered', async () => {
    const client = await signUpClient(t.app, 'sabrina@saffron.city');
    const wrong = await client.call('POST', '/api/auth/totp/device', {}, RID);
    const bad = await client.call('POST', '/api/auth/totp/device/verify', { totp: '000000' }, RID);
    expect(wrong.json().status).toBe('OK');
    expect(bad.json()).toMatchObject({
      status: 'INVALID_TOTP_ERROR',
      maxNumberOfFailedAttempts: 3,
    });
    const { secret, firstCode, recoveryCodes } = await enrol(client);
    expect(recoveryCodes).toHaveLength(10);
    const [stored] = (await t.app.pool.query('select secret_enc, recovery_hashes from user_totp'))
      .rows;
    expect(stored.secret_enc).not.toContain(secret);
    expect(stored.recovery_hashes.join()).not.toContain(recoveryCodes[0]?.replace('-', ''));

    const next = await signIn('sabrina@saffron.city');
    const blocked = await next.me();
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().claimValidationErrors[0].id).toBe('st-mfa');
    const info = (
      await next.call('PUT', '/api/auth/mfa/info', undefined, { rid: 'multifactorauth' })
    ).json();
    expect(info.factors).toEqual({
      alreadySetup: ['emailpassword', 'totp'],
      allowedToSetup: [],
      next: ['totp'],
    });

    // The code used to confirm is spent; the next period's code works.
    const replay = await next.call('POST', '/api/auth/totp/verify', { totp: firstCode }, RID);
    expect(replay.json().status).toBe('INVALID_TOTP_ERROR');
    const passed = await next.call(
      'POST',
      '/api/auth/totp/verify',
      { totp: codeFor(secret, 1) },
      RID,
    );
    expect(passed.json().status).toBe('OK');
    expect((await next.me()).statusCode).toBe(200);
  });

  it('accepts each recovery code once instead of the app', async () => {
    const client = await signUpClient(t.app, 'koga@fuchsia.city');
    const { recoveryCodes } = await enrol(client);
    const first = await signIn('koga@fuchsia.city');
    const used = await first.call(
      'POST',
      '/api/auth/totp/recovery/verify',
      { recoveryCode: recoveryCodes[0]?.toUpperCase() },
      RID,
    );
    expect(used.json().status).toBe('OK');
    expect((await first.me()).statusCode).toBe(200);
    const second = await signIn('koga@fuchsia.city');
    const again = await second.call(
      'POST',
      '/api/auth/totp/recovery/verify',
      { recoveryCode: recoveryCodes[0] },
      RID,
    );
    expect(again.json().status).toBe('INVALID_TOTP_ERROR');
    expect((await second.me()).statusCode).toBe(403);
  });

  it('locks code attempts after too many wrong ones', async () => {
    const client = await signUpClient(t.app, 'blaine@cinnabar.island');
    const { secret } = await enrol(client);
    const guesser = await signIn('blaine@cinnabar.island');
    const answers = [];
    for (const guess of ['111111', '222222', '333333']) {
      answers.push(
        (await guesser.call('POST', '/api/auth/totp/verify', { totp: guess }, RID)).json(),
      );
    }
    expect(answers.map((a) => a.status)).toEqual([
      'INVALID_TOTP_ERROR',
      'INVALID_TOTP_ERROR',
      'LIMIT_REACHED_ERROR',
    ]);
    const right = await guesser.call(
      'POST',
      '/api/auth/totp/verify',
      { totp: codeFor(secret, 1) },
      RID,
    );
    expect(right.json().status).toBe('LIMIT_REACHED_ERROR');
    expect((await guesser.me()).statusCode).toBe(403);
  });

  it('turns off only with a current code, and then sign-in needs no code', async () => {
    const client = await signUpClient(t.app, 'giovanni@viridian.city');
    const { secret } = await enrol(client);
    const refused = await client.call(
      'POST',
      '/api/auth/totp/device/remove',
      { totp: '123456' },
      RID,
    );
    expect(refused.json().status).toBe('INVALID_TOTP_ERROR');
    const removed = await client.call(
      'POST',
      '/api/auth/totp/device/remove',
      { totp: codeFor(secret, 1) },
      RID,
    );
    expect(removed.json()).toEqual({ status: 'OK', didDeviceExist: true });
    expect((await (await signIn('giovanni@viridian.city')).me()).statusCode).toBe(200);
  });

  it('keeps an admin out of admin routes until the admin turned the app on', async () => {
    const admin = await signUpClient(t.app, 'lance@indigo.league');
    await t.app.pool.query("update users set role = 'admin' where email = 'lance@indigo.league'");
    const before = await admin.call('GET', '/api/admin/contact-messages');
    expect(before.statusCode).toBe(403);
    expect(before.json().error.issues).toEqual({ reason: 'mfa_setup_required' });
    await enrol(admin);
    expect((await admin.call('GET', '/api/admin/contact-messages')).statusCode).toBe(200);
  });
});
