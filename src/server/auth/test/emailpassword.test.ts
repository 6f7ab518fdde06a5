import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createAuthClient, FDI_HEADERS, form } from './auth-test-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...FDI_HEADERS, ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('sign-up', () => {
  it('creates an unverified account, a session and the FDI user object', async () => {
    const res = await post(
      '/api/auth/signup',
      form({ email: ' Misty@Cerulean.City ', password: 'starmie12' }),
    );
    const body = res.json();
    expect(body.status).toBe('OK');
    expect(body.user).toMatchObject({
      emails: ['misty@cerulean.city'],
      isPrimaryUser: false,
      tenantIds: ['public'],
      thirdParty: [],
      loginMethods: [{ recipeId: 'emailpassword', email: 'misty@cerulean.city', verified: false }],
    });
    expect(body.user.loginMethods).toHaveLength(1);
    expect(typeof body.user.timeJoined).toBe('number');
    expect(res.headers['front-token']).toBeTruthy();
    const names = res.cookies.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['sAccessToken', 'sRefreshToken']));
  });

  it('stores the password as an argon2id hash', async () => {
    const client = new pg.Client({ connectionString: t.databaseUrl });
    await client.connect();
    const { rows } = await client.query(
      "select password_hash from users where email = 'misty@cerulean.city'",
    );
    await client.end();
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a duplicate e-mail in any letter case with the spec text', async () => {
    const res = await post(
      '/api/auth/signup',
      form({ email: 'MISTY@cerulean.city', password: 'starmie12' }),
    );
    expect(res.json()).toEqual({
      status: 'FIELD_ERROR',
      formFields: [{ id: 'email', error: 'This email already exists. Please sign in instead.' }],
    });
  });

  it.each([
    ['short1', 'Password must contain at least 8 characters, including a number'],
    [`a1${'b'.repeat(98)}`, "Password's length must be lesser than 100 characters"],
    ['12345678', 'Password must contain at least one alphabet'],
    ['abcdefgh', 'Password must contain at least one number'],
    ['', 'Field is not optional'],
  ])('refuses the password %s with its rule text', async (password, error) => {
    const res = await post('/api/auth/signup', form({ email: 'brock@pewter.city', password }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'FIELD_ERROR', formFields: [{ id: 'password', error }] });
  });

  it.each([
    ['not-an-email'],
    [`${'a'.repeat(10_000)}@b.co`],
    ["x'); DROP TABLE users; --@b.co"],
    ['ピカチュウ@例え.jp'],
  ])('refuses the e-mail %s as invalid', async (email) => {
    const res = await post('/api/auth/signup', form({ email, password: 'pikachu12' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().formFields).toContainEqual({ id: 'email', error: 'Email is invalid' });
  });

  it('reports a missing e-mail field as not optional', async () => {
    const res = await post('/api/auth/signup', form({ password: 'pikachu12' }));
    expect(res.json().formFields).toContainEqual({ id: 'email', error: 'Field is not optional' });
  });

  it('accepts a unicode password', async () => {
    const res = await post(
      '/api/auth/signup',
      form({ email: 'erika@celadon.city', password: 'pikaポケモン図鑑2号' }),
    );
    expect(res.json().status).toBe('OK');
    const signIn = await post(
      '/api/auth/signin',
      form({ email: 'erika@celadon.city', password: 'pikaポケモン図鑑2号' }),
    );
    expect(signIn.json().status).toBe('OK');
  });
});

describe('sign-in', () => {
  it('signs in with the right password (any e-mail case)', async () => {
    const client = createAuthClient(t.app);
    const res = await client.signIn('MISTY@cerulean.city', 'starmie12');
    expect(res.json().status).toBe('OK');
    expect(res.json().user.emails).toEqual(['misty@cerulean.city']);
    expect((await client.me()).statusCode).toBe(200);
  });

  it('answers WRONG_CREDENTIALS_ERROR for a wrong password and an unknown e-mail alike', async () => {
    const wrong = await post(
      '/api/auth/signin',
      form({ email: 'misty@cerulean.city', password: 'nope12345' }),
    );
    const unknown = await post(
      '/api/auth/signin',
      form({ email: 'nobody@cerulean.city', password: 'nope12345' }),
    );
    expect(wrong.json()).toEqual({ status: 'WRONG_CREDENTIALS_ERROR' });
    expect(unknown.json()).toEqual({ status: 'WRONG_CREDENTIALS_ERROR' });
    expect(wrong.cookies).toHaveLength(0);
  });

  it('applies no password policy on sign-in but validates the e-mail', async () => {
    const res = await post('/api/auth/signin', form({ email: 'bad', password: 'x' }));
    expect(res.json()).toEqual({
      status: 'FIELD_ERROR',
      formFields: [{ id: 'email', error: 'Email is invalid' }],
    });
  });
});

describe('e-mail exists', () => {
  it('tells whether an e-mail/password account exists', async () => {
    const yes = await t.app.inject({
      url: '/api/auth/emailpassword/email/exists?email=MISTY%40cerulean.city',
    });
    const no = await t.app.inject({
      url: '/api/auth/public/emailpassword/email/exists?email=x%40y.co',
    });
    expect(yes.json()).toEqual({ status: 'OK', exists: true });
    expect(no.json()).toEqual({ status: 'OK', exists: false });
  });

  it('answers 400 without an e-mail', async () => {
    const res = await t.app.inject({ url: '/api/auth/emailpassword/email/exists' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTruthy();
  });
});

describe('malformed requests never cause a 500', () => {
  const urls = [
    '/api/auth/signup',
    '/api/auth/signin',
    '/api/auth/user/password/reset/token',
    '/api/auth/user/password/reset',
  ];
  const bodies: [string, unknown][] = [
    ['an empty body', undefined],
    ['{}', {}],
    ['formFields as a string', { formFields: 'email' }],
    [
      'a numeric e-mail',
      {
        formFields: [
          { id: 'email', value: 42 },
          { id: 'password', value: 'x' },
        ],
      },
    ],
    ['an unknown field', { formFields: [{ id: 'admin', value: 'true' }] }],
    ['an object value', { formFields: [{ id: 'email', value: { $ne: null } }] }],
    [
      'linking requested',
      { ...form({ email: 'a@b.co', password: 'abcdefg1' }), shouldTryLinkingWithSessionUser: true },
    ],
    ['a null token', { ...form({ password: 'abcdefg1' }), token: null, method: 'token' }],
  ];
  for (const url of urls) {
    it.each(bodies)(`${url} answers 4xx or 200 for %s`, async (_name, body) => {
      const res = await post(
        url,
        body,
        body === undefined ? { 'content-type': 'application/json' } : {},
      );
      expect(res.statusCode).toBeLessThan(500);
      if (res.statusCode !== 200) {
        expect(res.statusCode).toBe(400);
        expect(typeof res.json().message).toBe('string');
      }
    });
  }

  it('answers 400 for invalid JSON', async () => {
    const res = await post('/api/auth/signin', undefined, { 'content-type': 'application/json' });
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { ...FDI_HEADERS, 'content-type': 'application/json' },
      payload: '{"formFields": [',
    });
    expect(res.statusCode).toBe(400);
    expect(broken.statusCode).toBe(400);
  });

  it('refuses tenants other than public', async () => {
    const res = await post(
      '/api/auth/acme/signin',
      form({ email: 'misty@cerulean.city', password: 'starmie12' }),
    );
    expect(res.statusCode).toBe(404);
    const ok = await post(
      '/api/auth/public/signin',
      form({ email: 'misty@cerulean.city', password: 'starmie12' }),
    );
    expect(ok.json().status).toBe('OK');
  });
});
