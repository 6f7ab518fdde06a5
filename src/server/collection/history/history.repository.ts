import type { ActivityBatch, ActivityQuery } from '#core/collection/history/activity.schema.ts';
import type { CollectionChange } from '#core/collection/history/change.schema.ts';
import type { Queryable } from '../../db/executor.ts';

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
const CHANGE_COLUMNS = `c.id::int AS id, c.batch_id, c.item_id, c.binder_id, c.kind, c.fields, c.origin,
  c.origin_detail, to_char(c.created_at AT TIME ZONE 'UTC', ${ISO}) AS created_at`;

/** The changes of one of the user's items (or binders), newest first. */
export async function findTargetChanges(
  db: Queryable,
  userId: number,
  target: { itemId: number } | { binderId: number },
): Promise<CollectionChange[]> {
  const column = 'itemId' in target ? 'item_id' : 'binder_id';
  const id = 'itemId' in target ? target.itemId : target.binderId;
  const { rows } = await db.query<CollectionChange>(
    `SELECT ${CHANGE_COLUMNS} FROM collection_changes c
     WHERE c.user_id = $1 AND c.${column} = $2 ORDER BY c.id DESC`,
    [userId, id],
  );
  return rows;
}

/** The changes of one of the user's batches, oldest first. */
export async function findBatchChanges(
  db: Queryable,
  userId: number,
  batchId: string,
): Promise<CollectionChange[]> {
  const { rows } = await db.query<CollectionChange>(
    `SELECT ${CHANGE_COLUMNS} FROM collection_changes c
     WHERE c.user_id = $1 AND c.batch_id = $2 ORDER BY c.id`,
    [userId, batchId],
  );
  return rows;
}

/** The batch that undid this one, if any. */
export async function findUndoOf(db: Queryable, userId: number, batchId: string) {
  const { rows } = await db.query<{ batch_id: string }>(
    `SELECT batch_id FROM collection_changes
     WHERE user_id = $1 AND origin = 'undo' AND origin_detail = $2 LIMIT 1`,
    [userId, batchId],
  );
  return rows[0]?.batch_id;
}

export type LaterChange = { item_id: number | null; binder_id: number | null };

/** Items and binders of the batch that another batch changed after it (a binder: also its items' moves). */
export async function findChangedSince(
  db: Queryable,
  userId: number,
  batchId: string,
): Promise<LaterChange[]> {
  const { rows } = await db.query<LaterChange>(
    `WITH mine AS (
       SELECT item_id, binder_id, max(id) AS last FROM collection_changes
       WHERE user_id = $1 AND batch_id = $2 GROUP BY item_id, binder_id),
     -- A later batch that was undone and its undo cancel out: they are no change since.
     netted AS (
       SELECT unnest(ARRAY[u.origin_detail::uuid, u.batch_id]) AS batch_id
       FROM collection_changes u
       WHERE u.user_id = $1 AND u.origin = 'undo' AND u.origin_detail <> $2::text
         AND (SELECT min(c.id) FROM collection_changes c
              WHERE c.user_id = $1 AND c.batch_id = u.origin_detail::uuid)
           > (SELECT min(last) FROM mine))
     SELECT DISTINCT mine.item_id, mine.binder_id
     FROM mine JOIN collection_changes later
       ON later.user_id = $1 AND later.id > mine.last AND later.batch_id <> $2
      AND later.batch_id NOT IN (SELECT batch_id FROM netted)
      AND (later.item_id = mine.item_id OR later.binder_id = mine.binder_id
        -- Items moved into or out of the batch's binder since change it too.
        OR later.fields -> 'binder_id' ->> 'to' = mine.binder_id::text
        OR later.fields -> 'binder_id' ->> 'from' = mine.binder_id::text)
     ORDER BY mine.item_id, mine.binder_id LIMIT 20`,
    [userId, batchId],
  );
  return rows;
}

const ACTIVITY_FILTER = `
  ($2::text IS NULL OR bool_or(c.origin = $2))
  AND ($3::text IS NULL OR bool_or(c.kind = $3))
  AND ($4::int IS NULL OR bool_or(c.binder_id = $4
    OR c.fields -> 'binder_id' ->> 'from' = $4::text OR c.fields -> 'binder_id' ->> 'to' = $4::text
    OR c.item_id IN (SELECT id FROM user_products WHERE user_id = $1 AND binder_id = $4)))
  AND ($5::date IS NULL OR min(c.created_at) >= $5::date)
  AND ($6::date IS NULL OR min(c.created_at) < $6::date + 1)`;

function activityParams(userId: number, query: ActivityQuery) {
  return [
    userId,
    query.origin ?? null,
    query.kind ?? null,
    query.binder_id ?? null,
    query.from ?? null,
    query.to ?? null,
  ];
}

/** The user's batches matching the filters, newest first, and how many match. */
export async function findActivity(
  db: Queryable,
  userId: number,
  query: ActivityQuery,
): Promise<{ items: ActivityBatch[]; total: number }> {
  const params = activityParams(userId, query);
  const { rows } = await db.query<ActivityBatch & { total: number }>(
    `WITH batches AS (
       SELECT c.batch_id, min(c.id) AS first_id, min(c.created_at) AS started_at,
         (array_agg(c.origin ORDER BY c.id))[1] AS origin,
         (array_agg(c.origin_detail ORDER BY c.id))[1] AS origin_detail,
         count(*)::int AS change_count, count(DISTINCT c.item_id)::int AS item_count,
         count(DISTINCT c.binder_id)::int AS binder_count,
         array_agg(DISTINCT c.kind ORDER BY c.kind) AS kinds
       FROM collection_changes c WHERE c.user_id = $1
       GROUP BY c.batch_id HAVING ${ACTIVITY_FILTER})
     SELECT b.batch_id, b.origin, b.origin_detail,
       to_char(b.started_at AT TIME ZONE 'UTC', ${ISO}) AS started_at,
       b.change_count, b.item_count, b.binder_count, b.kinds,
       coalesce(names.list, '{}') AS sample_names,
       (SELECT u.batch_id FROM collection_changes u WHERE u.user_id = $1 AND u.origin = 'undo'
          AND u.origin_detail = b.batch_id::text LIMIT 1) AS undone_by,
       (SELECT count(*)::int FROM batches) AS total
     FROM batches b
     LEFT JOIN LATERAL (
       SELECT array_agg(n.name) AS list FROM (
         SELECT DISTINCT coalesce(cp.name, bd.name, c.fields -> 'name' ->> 'from') AS name
         FROM collection_changes c
         LEFT JOIN user_products up ON up.id = c.item_id
         LEFT JOIN catalog_products cp ON cp.id = coalesce(up.product_id,
           c.fields -> 'product_id' ->> 'to', c.fields -> 'product_id' ->> 'from')
         LEFT JOIN binders bd ON bd.id = c.binder_id
         WHERE c.user_id = $1 AND c.batch_id = b.batch_id LIMIT 3) n
       WHERE n.name IS NOT NULL) names ON true
     ORDER BY b.first_id DESC LIMIT $7`,
    [...params, query.limit],
  );
  const total = rows[0]?.total ?? 0;
  return { items: rows.map(({ total: _total, ...batch }) => batch), total };
}

/** Whether the user has an item (or binder) with this id now. */
export async function hasTarget(
  db: Queryable,
  userId: number,
  target: { itemId: number } | { binderId: number },
): Promise<boolean> {
  const table = 'itemId' in target ? 'user_products' : 'binders';
  const id = 'itemId' in target ? target.itemId : target.binderId;
  const { rowCount } = await db.query(`SELECT 1 FROM ${table} WHERE user_id = $1 AND id = $2`, [
    userId,
    id,
  ]);
  return (rowCount ?? 0) > 0;
}
