import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { AppError } from '#core/errors.ts';
import { drawWinner } from '#core/shop/giveaway-draw.ts';
import { recordAdminAction } from '../../audit/audit-log.repository.ts';
import type { Executor } from '../../db/executor.ts';
import { giveawayEntries, giveaways, users } from '../../db/schema/index.ts';
import { notifyUser } from '../../notifications/notify.ts';

import type { ShopDeps } from '../shop-deps.ts';

async function ensureGiveaway(db: Executor, month: string) {
  await db.insert(giveaways).values({ month }).onConflictDoNothing();
}

/**
 * Enters every current member into the month's giveaway (tier 2 holds two entries). Idempotent;
 * runs when members look at their giveaways and before a draw, so nobody has to sign up.
 */
export async function enterMembers(db: Executor, month: string): Promise<void> {
  await ensureGiveaway(db, month);
  await db.execute(sql`
    INSERT INTO ${giveawayEntries} (month, user_id, weight)
    SELECT ${month}, u.id, CASE WHEN u.membership_tier >= 2 THEN 2 ELSE 1 END
    FROM ${users} u WHERE u.membership_tier <> 0
    ON CONFLICT (month, user_id) DO NOTHING`);
}

export type DrawResult = {
  month: string;
  seed: string;
  winnerUserId: number | null;
  entries: number;
};

/** Draws the month's winner once, with a recorded random seed anyone can replay. */
export async function drawGiveaway(
  deps: ShopDeps,
  month: string,
  adminId: number,
  seed = randomBytes(16).toString('hex'),
): Promise<DrawResult> {
  return deps.db.transaction(async (tx) => {
    await enterMembers(tx, month);
    const [giveaway] = await tx
      .select()
      .from(giveaways)
      .where(eq(giveaways.month, month))
      .for('update');
    if (giveaway?.drawnAt) {
      throw new AppError('CONFLICT', `The ${month} giveaway was already drawn`);
    }
    const rows = await tx.select().from(giveawayEntries).where(eq(giveawayEntries.month, month));
    const tickets = rows.flatMap((row) => Array.from({ length: row.weight }, () => row.userId));
    const winner = drawWinner(tickets, seed) ?? null;
    await tx
      .update(giveaways)
      .set({ seed, winnerUserId: winner, drawnAt: new Date(), drawnBy: adminId })
      .where(eq(giveaways.month, month));
    const result = { month, seed, winnerUserId: winner, entries: tickets.length };
    if (winner !== null) {
      await notifyUser(tx, winner, {
        type: 'giveaway_won',
        payload: { month },
        dedupeKey: `giveaway:${month}`,
      });
    }
    await recordAdminAction(tx, {
      adminId,
      action: 'giveaway.draw',
      targetType: 'giveaway',
      targetId: month,
      before: { drawnAt: null, winnerUserId: null },
      after: result,
    });
    return result;
  });
}

export async function listGiveaways(db: Executor) {
  return db.select().from(giveaways).orderBy(desc(giveaways.month)).limit(24);
}

/** The user's entry this month and the giveaways they won. */
export async function getMyGiveaways(db: Executor, userId: number, month: string, tier: number) {
  if (tier !== 0) {
    await enterMembers(db, month);
  }
  const [entry] = await db
    .select()
    .from(giveawayEntries)
    .where(and(eq(giveawayEntries.month, month), eq(giveawayEntries.userId, userId)));
  const won = await db
    .select({ month: giveaways.month, prize: giveaways.prize, drawnAt: giveaways.drawnAt })
    .from(giveaways)
    .where(
      and(
        eq(giveaways.winnerUserId, userId),
        isNotNull(giveaways.drawnAt),
        ne(giveaways.month, ''),
      ),
    )
    .orderBy(desc(giveaways.month));
  return {
    month,
    entered: entry !== undefined,
    entries: entry?.weight ?? 0,
    won: won.map((row) => ({
      month: row.month,
      prize: row.prize,
      drawnAt: row.drawnAt?.toISOString() ?? null,
    })),
  };
}
