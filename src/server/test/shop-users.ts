import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { App } from '../app.ts';
import { authDeps } from '../auth/auth-deps.ts';
import { createSession } from '../auth/session/session.service.ts';
import { insertUser } from '../auth/users/users.repository.ts';
import { users } from '../db/schema/index.ts';
import { csrfHeaders } from './test-app.ts';

export type TestUser = {
  id: number;
  email: string;
  /** Bearer access token plus CSRF double-submit headers: pass to app.inject(). */
  headers: Record<string, string>;
};

type Options = { role?: 'user' | 'admin'; tier?: number; verified?: boolean };

/**
 * A user inserted directly (no password, no sign-up mail) with a real session minted by the
 * accounts code (createSession), for shop tests that need signed-in buyers, members or admins.
 */
export async function createShopUser(app: App, options: Options = {}): Promise<TestUser> {
  const email = `buyer-${randomBytes(5).toString('hex')}@shop.test`;
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
