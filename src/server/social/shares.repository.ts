import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ShareLink } from '#core/social/social.schema.ts';
import type { Db } from '../db/client.ts';
import type { Executor, Queryable } from '../db/executor.ts';
import { shareLinks } from '../db/schema/index.ts';
import { ISO } from './social-deps.ts';

type Scope = ShareLink['scope'];

const LINK_COLUMNS = `s.id, s.token, s.scope, s.binder_id, b.name AS binder_name,
  to_char(s.created_at AT TIME ZONE 'UTC', ${ISO}) AS created_at`;

export async function insertShareLink(
  db: Executor,
  row: { userId: number; token: string; scope: Scope; binderId: number | null },
) {
  const [inserted] = await db.insert(shareLinks).values(row).returning({ id: shareLinks.id });
  if (!inserted) {
    throw new Error('share link insert returned nothing');
  }
  return inserted.id;
}

/** The user's live links, newest first. */
export async function listShareLinks(db: Queryable, userId: number, id?: number) {
  const { rows } = await db.query<ShareLink>(
    `SELECT ${LINK_COLUMNS} FROM share_links s LEFT JOIN binders b ON b.id = s.binder_id
     WHERE s.user_id = $1 AND s.revoked_at IS NULL AND ($2::int IS NULL OR s.id = $2)
     ORDER BY s.created_at DESC, s.id DESC`,
    [userId, id ?? null],
  );
  return rows;
}

/** Revokes the user's link; false when it is not theirs or already revoked. */
export async function revokeShareLink(db: Db, userId: number, id: number) {
  const rows = await db
    .update(shareLinks)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(shareLinks.id, id), eq(shareLinks.userId, userId), isNull(shareLinks.revokedAt)))
    .returning({ id: shareLinks.id });
  return rows.length === 1;
}

export type ActiveShare = {
  user_id: number;
  scope: Scope;
  binder_id: number | null;
  binder_name: string | null;
};

export async function findActiveShare(db: Queryable, token: string) {
  const { rows } = await db.query<ActiveShare>(
    `SELECT s.user_id, s.scope, s.binder_id, b.name AS binder_name
     FROM share_links s LEFT JOIN binders b ON b.id = s.binder_id
     WHERE s.token = $1 AND s.revoked_at IS NULL`,
    [token],
  );
  return rows[0];
}
