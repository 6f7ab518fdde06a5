import { and, desc, eq, lt } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from '../db/client.ts';
import { ebayConnections, ebayDrafts, ebayOauthStates } from '../db/schema/index.ts';

export async function insertState(db: Db, state: string, userId: number) {
  await db.insert(ebayOauthStates).values({ state, userId });
}

/** Takes a state (single use): deletes it and returns its owner and age, or undefined. */
export async function takeState(db: Db, state: string) {
  const [row] = await db
    .delete(ebayOauthStates)
    .where(eq(ebayOauthStates.state, state))
    .returning();
  return row;
}

export async function deleteStatesBefore(db: Db, before: Date) {
  await db.delete(ebayOauthStates).where(lt(ebayOauthStates.createdAt, before));
}

export type StoredConnection = typeof ebayConnections.$inferSelect;

export async function findConnection(
  db: Db,
  userId: number,
): Promise<StoredConnection | undefined> {
  const [row] = await db.select().from(ebayConnections).where(eq(ebayConnections.userId, userId));
  return row;
}

export async function saveConnection(
  db: Db,
  values: {
    userId: number;
    accessTokenEnc: string;
    refreshTokenEnc: string | null;
    accessExpiresAt: Date;
  },
) {
  await db
    .insert(ebayConnections)
    .values(values)
    .onConflictDoUpdate({
      target: ebayConnections.userId,
      set: { ...values, updatedAt: new Date() },
    });
}

export async function deleteConnection(db: Db, userId: number): Promise<boolean> {
  const rows = await db
    .delete(ebayConnections)
    .where(eq(ebayConnections.userId, userId))
    .returning({ userId: ebayConnections.userId });
  return rows.length > 0;
}

export type ListingSource = {
  userProductId: number;
  productId: string;
  name: string;
  number: string | null;
  setName: string;
  productType: string;
  imageUrl: string | null;
  condition: string;
  graded: boolean;
  gradeScore: number | null;
  gradingCompany: string | null;
  marketCents: number | null;
};

/** The user's collection item with catalog facts and its market price; undefined if not theirs. */
export async function findListingSource(
  pool: pg.Pool,
  userId: number,
  userProductId: number,
): Promise<ListingSource | undefined> {
  const { rows } = await pool.query<ListingSource>(
    `SELECT up.id AS "userProductId", p.id AS "productId", p.name, p.number,
            coalesce(s.name, '') AS "setName", up.product_type AS "productType", p.image_url AS "imageUrl",
            up.condition, up.graded, up.grade_score::float8 AS "gradeScore",
            up.grading_company AS "gradingCompany", lp.market_cents AS "marketCents"
       FROM user_products up
       JOIN catalog_products p ON p.id = up.product_id
       JOIN catalog_sets s ON s.id = p.set_id
       LEFT JOIN product_latest_prices lp ON lp.product_id = up.product_id AND lp.variant = up.variant
      WHERE up.id = $1 AND up.user_id = $2 AND NOT up.wishlist`,
    [userProductId, userId],
  );
  return rows[0];
}

export async function insertDraft(db: Db, values: typeof ebayDrafts.$inferInsert) {
  const [row] = await db.insert(ebayDrafts).values(values).returning();
  if (!row) {
    throw new Error('draft insert returned nothing');
  }
  return row;
}

export async function listDrafts(db: Db, userId: number) {
  return db
    .select()
    .from(ebayDrafts)
    .where(and(eq(ebayDrafts.userId, userId)))
    .orderBy(desc(ebayDrafts.createdAt), desc(ebayDrafts.id))
    .limit(100);
}
