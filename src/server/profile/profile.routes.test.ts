import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthClient, csrfHeadersWith } from '../auth/test/auth-test-client.ts';
import { devKeyHeaders } from '../http/dev-key.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { signUpClient } from '../test/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const verifiedClient = (email: string) => signUpClient(t.app, email, { password: 'bulbasaur1' });

describe('profile', () => {
  it('changes the display name and answers the /me shape', async () => {
    const client = await verifiedClient('red@pallet.town');
    const res = await client.send('PATCH', '/api/profile', { display_name: '  Red  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      display_name: 'Red',
      email: 'red@pallet.town',
      role: 'user',
      is_admin: false,
    });
    expect(Object.keys(res.json()).sort()).toEqual([
      'created_at',
      'display_name',
      'email',
      'email_verified',
      'id',
      'is_admin',
      'membership_tier',
      'referral_handle',
      'referrer_id',
      'role',
    ]);
  });

  it('refuses an empty or huge display name and requires the CSRF token', async () => {
    const client = await verifiedClient('blue@pallet.town');
    const empty = await client.send('PATCH', '/api/profile', { display_name: '  ' });
    expect(empty.statusCode).toBe(400);
    const huge = await client.send('PATCH', '/api/profile', { display_name: 'x'.repeat(10_000) });
    expect(huge.statusCode).toBe(400);
    const noCsrf = await client.call('PATCH', '/api/profile', { display_name: 'Blue' });
    expect(noCsrf.json().error.code).toBe('CSRF_FAILED');
  });

  it('changes the password, checking the current one and the rules, and signs out other sessions', async () => {
    const client = await verifiedClient('green@pallet.town');
    const other = createAuthClient(t.app);
    await other.signIn('green@pallet.town', 'bulbasaur1');
    const wrong = await client.send('POST', '/api/profile/password', {
      current_password: 'nope',
      new_password: 'ivysaur22',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('Current password is incorrect');
    const weak = await client.send('POST', '/api/profile/password', {
      current_password: 'bulbasaur1',
      new_password: 'ivysaur',
    });
    expect(weak.json().error.message).toBe(
      'Password must contain at least 8 characters, including a number',
    );
    const ok = await client.send('POST', '/api/profile/password', {
      current_password: 'bulbasaur1',
      new_password: 'ivysaur22',
    });
    expect(ok.statusCode).toBe(204);
    expect((await client.me()).statusCode).toBe(200);
    expect((await other.me()).statusCode).toBe(401);
    expect(
      (await createAuthClient(t.app).signIn('green@pallet.town', 'ivysaur22')).json().status,
    ).toBe('OK');
  });

  it('deletes the account only when the typed e-mail matches, and clears the cookies', async () => {
    const client = await verifiedClient('yellow@viridian.city');
    const wrong = await client.send('DELETE', '/api/profile', {
      confirm_email: 'someone@else.com',
    });
    expect(wrong.statusCode).toBe(400);
    const res = await client.send('DELETE', '/api/profile', {
      confirm_email: 'Yellow@Viridian.City',
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['front-token']).toBe('remove');
    expect(client.jar.sAccessToken).toBeUndefined();
    const again = await createAuthClient(t.app).signIn('yellow@viridian.city', 'bulbasaur1');
    expect(again.json().status).toBe('WRONG_CREDENTIALS_ERROR');
    const mails = await t.app.inject({
      headers: devKeyHeaders(t.app),
      url: '/dev/mailbox?format=json&to=yellow%40viridian.city',
    });
    expect(mails.json()).toEqual([]);
  });

  it('needs a session', async () => {
    const anonymous = createAuthClient(t.app);
    const res = await anonymous.call(
      'POST',
      '/api/profile/sign-out-everywhere',
      undefined,
      csrfHeadersWith({}),
    );
    expect(res.statusCode).toBe(401);
  });
});
