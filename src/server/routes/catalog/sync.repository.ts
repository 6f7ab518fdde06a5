import type pg from 'pg';
import { isoTimestampSql, LATEST_PRICE_JOIN_SQL, PRODUCT_JSON_SQL } from './catalog-sql.ts';

export type SyncCursor = { since: string; afterId: string | undefined; limit: number };

/**
 * What the sync body depends on, read cheaply (index-only): products' count and newest change,
 * sets' newest change (names shown in products) and prices' newest change.
 */
export async function getSyncVersion(pool: pg.Pool): Promise<string> {
  const { rows } = await pool.query<{ version: string }>(
    `SELECT concat_ws('|',
       (SELECT count(*) FROM catalog_products),
       (SELECT max(updated_at) FROM catalog_products)::text,
       (SELECT max(updated_at) FROM catalog_sets)::text,
       (SELECT max(updated_at) FROM price_points)::text,
       (SELECT max(id) FROM price_points)) AS version`,
  );
  return rows[0]?.version ?? '';
}

export type SyncPage = {
  /** The products as a JSON array text, built by PostgreSQL. */
  productsJson: string;
  count: number;
  lastUpdatedAt: string | null;
  lastId: string | null;
  hasMore: boolean;
};

function afterCursorSql(alias: string, withId: boolean, since: string, id: string): string {
  return withId
    ? `(${alias}.updated_at, ${alias}.id) > (${since}::timestamptz, ${id}::text)`
    : `${alias}.updated_at > ${since}::timestamptz`;
}

/** One page of the change feed in (updated_at, id) order. */
export async function getSyncPage(pool: pg.Pool, cursor: SyncCursor): Promise<SyncPage> {
  const withId = cursor.afterId !== undefined;
  const params: unknown[] = withId
    ? [cursor.since, cursor.limit, cursor.afterId]
    : [cursor.since, cursor.limit];
  const { rows } = await pool.query<SyncPage>(
    `WITH page AS (
       SELECT * FROM catalog_products p
       WHERE ${afterCursorSql('p', withId, '$1', '$3')}
       ORDER BY p.updated_at, p.id
       LIMIT $2
     ), last AS (
       SELECT updated_at, id FROM page ORDER BY updated_at DESC, id DESC LIMIT 1
     )
     SELECT
       (SELECT coalesce(json_agg(${PRODUCT_JSON_SQL} ORDER BY p.updated_at, p.id), '[]')::text
          FROM page p JOIN catalog_sets s ON s.id = p.set_id
          ${LATEST_PRICE_JOIN_SQL}) AS "productsJson",
       (SELECT count(*)::int FROM page) AS count,
       (SELECT ${isoTimestampSql('last.updated_at')} FROM last) AS "lastUpdatedAt",
       (SELECT id FROM last) AS "lastId",
       EXISTS (
         SELECT 1 FROM catalog_products q, last
         WHERE (q.updated_at, q.id) > (last.updated_at, last.id)
       ) AS "hasMore"`,
    params,
  );
  const row = rows[0];
  if (!row) {
    throw new Error('sync page query returned no row');
  }
  return row;
}
