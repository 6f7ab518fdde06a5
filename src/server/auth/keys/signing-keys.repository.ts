import { gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { signingKeys } from '../../db/schema/index.ts';

export type SigningKeyRow = typeof signingKeys.$inferSelect;

// Any fixed number: it only has to be the same in every app process.
const KEY_ROTATION_LOCK_ID = 7_520_301;

export async function listVerifiableKeys(db: Executor, now: Date): Promise<SigningKeyRow[]> {
  return db.select().from(signingKeys).where(gt(signingKeys.verifyUntil, now));
}

export async function insertSigningKey(db: Executor, row: typeof signingKeys.$inferInsert) {
  await db.insert(signingKeys).values(row);
}

export async function deleteExpiredKeys(db: Executor, before: Date): Promise<void> {
  await db.delete(signingKeys).where(lt(signingKeys.verifyUntil, before));
}

/** Serialises key creation across app processes for the rest of the transaction. */
export async function lockKeyRotation(db: Executor): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${KEY_ROTATION_LOCK_ID})`);
}
