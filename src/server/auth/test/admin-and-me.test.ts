import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUpClient } from '../../test/users.ts';
import { grantAdmin } from '../users/grant-admin.ts';
import { createAuthClient } from './auth-test-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /api/session/me', () => {
  it('answers the extra user fields, also while the e-mail is unverified', async () => {
    const client = createAuthClient(t.app);
    await client.signUp('lance@indigo.league', 'dragonite1');
    const res = await client.me();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      email: 'lance@indigo.league',
      display_name: 'lance',
      role: 'user',
      is_admin: false,
      membership_tier: 0,
      email_verified: false,
      referral_handle: expect.stringMatching(/^[a-z0-9]{10}$/),
      referrer_id: null,
      created_at: expect.any(String),
    });
  });
});

describe('GET /api/session/state', () => {
  it('answers 200 to everyone: none, active (verified or not) or expired', async () => {
    const state = async (cookie?: string) => {
      const res = await t.app.inject({
        url: '/api/session/state',
        headers: cookie ? { cookie } : {},
      });
      expect(res.statusCode).toBe(200);
      return res.json().session;
    };
    expect(await state()).toBe('none');
    const client = createAuthClient(t.app);
    await client.signUp('clair@indigo.league', 'dragonite1');
    expect(await state(`sAccessToken=${client.jar.sAccessToken}`)).toBe('active');
    expect(await state('sAccessToken=not-a-token')).toBe('expired');
  });
});

describe('admin role', () => {
  it('is not granted to an account whose e-mail is unverified (a squatter may own it)', async () => {
    const squatter = createAuthClient(t.app);
    await squatter.signUp('ops@indigo.league', 'squatter12');
    const { db, pool } = createDb(t.databaseUrl, { max: 1 });
    try {
      expect(await grantAdmin(db, 'ops@indigo.league')).toBe('unverified');
    } finally {
      await pool.end();
    }
    expect((await squatter.me()).json()).toMatchObject({ role: 'user', is_admin: false });
  });

  it('refuses admin routes to a normal user and opens them after admin:grant', async () => {
    const client = await signUpClient(t.app, 'agatha@indigo.league');
    expect((await client.call('GET', '/api/admin/contact-messages')).statusCode).toBe(403);
    const { db, pool } = createDb(t.databaseUrl, { max: 1 });
    try {
      expect(await grantAdmin(db, ' Agatha@Indigo.League ')).toBe('granted');
      expect(await grantAdmin(db, 'nobody@indigo.league')).toBe('no-account');
    } finally {
      await pool.end();
    }
    expect((await client.me()).json()).toMatchObject({ role: 'admin', is_admin: true });
    expect((await client.call('GET', '/api/admin/contact-messages')).statusCode).toBe(200);
  });
});
