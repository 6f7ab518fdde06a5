import { createHash } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ShareLink } from '#core/social/social.schema.ts';
import type { Db } from '../db/client.ts';
import type { Executor, Queryable } from '../db/executor.ts';
import { shareLinks } from '../db/schema/index.ts';
import { ISO } from './social-deps.ts';

type Scope = ShareLink['scope'];

/** Tokens are stored hashed: a table dump or backup does not open any link. */
export function hashShareToken(token: string) {
  return createHash('sha256').update(token).digest('hex');
}

const LINK_COLUMNS = `s.id, s.token_sealed, s.scope, s.binder_id, b.name AS binder_name,
  to_char(s.created_at AT TIME ZONE 'UTC', ${ISO}) AS created_at`;

export async function insertShareLink(
  db: Executor,
  row: {
    userId: number;
    token: string;
    tokenSealed: string;
    scope: Scope;
    binderId: number | null;
  },
) {
  const { token, ...rest } = row;
  const values = { ...rest, tokenHash: hashShareToken(token) };
  const [inserted] = await db.insert(shareLinks).values(values).returning({ id: shareLinks.id });
  if (!inserted) {
    throw new Error('share link insert returned nothing');
  }
  return inserted.id;
}

export type StoredShareLink = Omit<ShareLink, 'token'> & { token_sealed: string };

/** The user's live links, newest first, with their tokens still sealed. */
export async function listShareLinks(db: Queryable, userId: number, id?: number) {
  const { rows } = await db.query<StoredShareLink>(
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
     WHERE s.token_hash = $1 AND s.revoked_at IS NULL`,
    [hashShareToken(token)],
  );
  return rows[0];
}

/** Links stored before tokens were hashed, with their clear token. */
export async function findClearTokens(db: Queryable) {
  const { rows } = await db.query<{ id: number; token: string }>(
    'SELECT id, token FROM share_links WHERE token IS NOT NULL',
  );
  return rows;
}

export async function storeHashedToken(
  db: Queryable,
  row: { id: number; token: string; tokenSealed: string },
) {
  await db.query(
    `UPDATE share_links SET token_hash = $2, token_sealed = $3, token = NULL
     WHERE id = $1 AND token = $4`,
    [row.id, hashShareToken(row.token), row.tokenSealed, row.token],
  );
}
