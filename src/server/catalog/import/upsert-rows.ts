import type pg from 'pg';
import { withTransaction } from '../../lib/with-transaction.ts';
import type { CatalogRow, TableSpec } from './catalog-tables.ts';

const statements = new Map<TableSpec, string>();

/**
 * One statement per batch: the rows travel as a single JSON parameter (no 65k-parameter limit)
 * and an unchanged row (same content hash) is neither written nor re-stamped.
 */
function buildUpsertSql(spec: TableSpec): string {
  const names = [...spec.columns.map(([name]) => name), 'content_hash'];
  const typed = [...spec.columns.map(([name, type]) => `${name} ${type}`), 'content_hash text'];
  const updates = [...names.filter((name) => name !== 'id'), 'updated_at'].map(
    (name) => `${name} = excluded.${name}`,
  );
  return `INSERT INTO ${spec.table} AS t (${names.join(', ')}, updated_at)
    SELECT ${names.join(', ')}, date_trunc('milliseconds', now())
    FROM jsonb_to_recordset($1::jsonb) AS x(${typed.join(', ')})
    ON CONFLICT (id) DO UPDATE SET ${updates.join(', ')}
    WHERE t.content_hash IS DISTINCT FROM excluded.content_hash
    RETURNING id, (xmax = 0) AS inserted`;
}

export type UpsertCounts = {
  inserted: number;
  updated: number;
  unchanged: number;
  /** Ids of the rows that existed and changed. */
  updatedIds: string[];
};

/** Runs in the batch's transaction, after its upsert (e.g. to re-stamp dependent rows). */
export type AfterUpsert = (client: pg.PoolClient, counts: UpsertCounts) => Promise<void>;

/** Upserts one batch in its own transaction; ids must be unique within the batch. */
export async function upsertRows(
  pool: pg.Pool,
  spec: TableSpec,
  rows: CatalogRow[],
  afterUpsert?: AfterUpsert,
): Promise<UpsertCounts> {
  if (rows.length === 0) {
    return { inserted: 0, updated: 0, unchanged: 0, updatedIds: [] };
  }
  let sql = statements.get(spec);
  if (!sql) {
    sql = buildUpsertSql(spec);
    statements.set(spec, sql);
  }
  const upsert = sql;
  return withTransaction(pool, async (client) => {
    const result = await client.query<{ id: string; inserted: boolean }>(upsert, [
      JSON.stringify(rows),
    ]);
    const updatedIds = result.rows.filter((row) => !row.inserted).map((row) => row.id);
    const counts = {
      inserted: result.rows.length - updatedIds.length,
      updated: updatedIds.length,
      unchanged: rows.length - result.rows.length,
      updatedIds,
    };
    await afterUpsert?.(client, counts);
    return counts;
  });
}
