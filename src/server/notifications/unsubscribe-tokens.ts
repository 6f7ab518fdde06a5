import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  NOTIFICATION_TYPES,
  type NotificationType,
} from '#core/notifications/notification-types.ts';
import type { Executor } from '../db/executor.ts';
import { notificationKeys } from '../db/schema/index.ts';

/** The user's signing key, made on first use; it is deleted with the account. */
async function keyOf(db: Executor, userId: number): Promise<Buffer> {
  await db
    .insert(notificationKeys)
    .values({ userId, unsubscribeKey: randomBytes(32) })
    .onConflictDoNothing();
  const [row] = await db
    .select({ key: notificationKeys.unsubscribeKey })
    .from(notificationKeys)
    .where(eq(notificationKeys.userId, userId));
  if (!row) {
    throw new Error(`no notification key for user ${userId}`);
  }
  return row.key;
}

const sign = (key: Buffer, userId: number, type: string) =>
  createHmac('sha256', key).update(`unsubscribe:${userId}:${type}`).digest().subarray(0, 18);

/** `<user>.<type>.<signature>`: turns off one type's e-mails of one user, without signing in. */
export async function makeUnsubscribeToken(
  db: Executor,
  userId: number,
  type: NotificationType,
): Promise<string> {
  return `${userId}.${type}.${sign(await keyOf(db, userId), userId, type).toString('base64url')}`;
}

/** The user and type a token names, or undefined when it is malformed, forged or orphaned. */
export async function readUnsubscribeToken(
  db: Executor,
  token: string,
): Promise<{ userId: number; type: NotificationType } | undefined> {
  const [user, type, signature] = token.split('.');
  const userId = Number(user);
  if (!Number.isSafeInteger(userId) || userId < 1 || userId > 2_147_483_647 || !signature) {
    return undefined;
  }
  if (!(NOTIFICATION_TYPES as readonly string[]).includes(type ?? '')) {
    return undefined;
  }
  const [row] = await db
    .select({ key: notificationKeys.unsubscribeKey })
    .from(notificationKeys)
    .where(eq(notificationKeys.userId, userId));
  if (!row) {
    return undefined;
  }
  const expected = sign(row.key, userId, type ?? '');
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return undefined;
  }
  return { userId, type: type as NotificationType };
}
