import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { App } from '../app.ts';
import { authDeps } from '../auth/auth-deps.ts';
import { createSession } from '../auth/session/session.service.ts';
import { createAuthClient } from '../auth/test/auth-test-client.ts';
import { latestMailTo, linkIn } from '../auth/test/mail-helpers.ts';
import { insertUser } from '../auth/users/users.repository.ts';
import { users } from '../db/schema/index.ts';
import { csrfHeaders } from './test-app.ts';

export type TestUser = {
  id: number;
  email: string;
  /** Bearer access token plus CSRF double-submit headers: pass to app.inject(). */
  headers: Record<string, string>;
};

type Options = { role?: 'user' | 'admin'; tier?: number; verified?: boolean; email?: string };

/**
 * The one way server tests make a signed-in user: inserted directly (no password, no sign-up
 * mail) with a real session minted by the accounts code (createSession). Verified, role user and
 * free tier unless the options say otherwise. Tests of sign-up itself use signUpClient.
 */
export async function createTestUser(app: App, options: Options = {}): Promise<TestUser> {
  const email = options.email ?? `user-${randomBytes(5).toString('hex')}@cardfolio.test`;
  const inserted = await insertUser(app.db, {
    email,
    displayName: email.split('@')[0] ?? 'buyer',
    passwordHash: null,
    emailVerifiedAt: options.verified === false ? null : new Date(),
    referralHandle: randomBytes(6).toString('hex'),
  });
  if (!inserted) {
    throw new Error('test user insert failed');
  }
  const [user] = await app.db
    .update(users)
    .set({ role: options.role ?? 'user', membershipTier: options.tier ?? 0 })
    .where(eq(users.id, inserted.id))
    .returning();
  if (!user) {
    throw new Error('test user update failed');
  }
  const session = await createSession(authDeps(app), user);
  return {
    id: user.id,
    email,
    headers: { authorization: `Bearer ${session.access.token}`, ...csrfHeaders() },
  };
}

/** A signed-in admin. */
export function createAdmin(app: App): Promise<TestUser> {
  return createTestUser(app, { role: 'admin' });
}

/** A signed-in member of a paid tier (1 unless given). */
export function createMember(app: App, tier = 1): Promise<TestUser> {
  return createTestUser(app, { tier });
}

/**
 * A browser-like client (cookies, SDK headers) signed up through the real sign-up call and, unless
 * `verified: false`, verified through the link in the mailed verification e-mail.
 */
export async function signUpClient(
  app: App,
  email: string,
  { password = 'pokeball12', verified = true }: { password?: string; verified?: boolean } = {},
) {
  const client = createAuthClient(app);
  const res = await client.signUp(email, password);
  if (res.json().status !== 'OK') {
    throw new Error(`sign-up failed: ${res.body}`);
  }
  if (verified) {
    const { token } = linkIn((await latestMailTo(app, email)).text);
    await client.call('POST', '/api/auth/user/email/verify', { method: 'token', token });
  }
  return client;
}
