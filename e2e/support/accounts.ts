import type { Page } from 'playwright-core';
import type { RunningApp } from './app-server.ts';
import { createVerifiedAccount, signInVerified } from './auth-flows.ts';
import { uniqueEmail } from './auth-mail.ts';
import { findUserId, insertItems, type SeedItem } from './collection-seed.ts';

export type AccountOptions = {
  role?: 'admin';
  /** 1 = member (multi-scan, grading). */
  membershipTier?: number;
  /** Collection items inserted before sign-in. */
  items?: SeedItem[];
};

export type Account = {
  email: string;
  userId: number;
  /** The ids of `items`, in order. */
  itemIds: number[];
};

/**
 * An account made through the real sign-up call, e-mail verified, with the role, membership
 * and collection items asked for. The address is `label` made unique.
 */
export async function createAccount(
  server: RunningApp,
  label: string,
  { role, membershipTier, items }: AccountOptions = {},
): Promise<Account> {
  const email = uniqueEmail(label);
  await createVerifiedAccount(server, email);
  const pool = server.app.pool;
  const userId = await findUserId(pool, email);
  if (role !== undefined) {
    await pool.query('UPDATE users SET role = $2 WHERE id = $1', [userId, role]);
  }
  if (membershipTier !== undefined) {
    await pool.query('UPDATE users SET membership_tier = $2 WHERE id = $1', [
      userId,
      membershipTier,
    ]);
  }
  const itemIds = items === undefined ? [] : await insertItems(pool, userId, items);
  return { email, userId, itemIds };
}

/** `createAccount`, then signs it in on `page` through the login form (lands on /home). */
export async function signInNewAccount(
  page: Page,
  server: RunningApp,
  label: string,
  options: AccountOptions = {},
): Promise<Account> {
  const account = await createAccount(server, label, options);
  await signInVerified(page, server, account.email);
  return account;
}

/** The collection total on /home, once the items and their prices have loaded. */
export async function waitForCollectionTotal(page: Page): Promise<void> {
  await page.getByTestId('collection-total').and(page.locator('[data-ready="true"]')).waitFor();
}
