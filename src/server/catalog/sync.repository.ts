import type pg from 'pg';
import { ByteWriter } from '../lib/byte-writer.ts';
import { inUtcSession } from '../lib/utc-session.ts';
import { LATEST_PRICE_JOIN_SQL } from '../read-models/catalog-sql.ts';
import {
  createProductWriter,
  loadSetParts,
  PRODUCT_COLUMNS_SQL,
  type ProductColumns,
  productQuery,
  updatedAtOf,
} from '../read-models/product-json.ts';

export type SyncCursor = { since: string; afterId: string | undefined; limit: number };

/**
 * What a sync body depends on, read cheaply (index lookups, no counting): the newest change of
 * products, sets (their names show in products) and prices, the newest price row, and the
 * count of deletions (drizzle/0005_catalog-change-tracking.sql keeps all of these moving).
 */
export async function getSyncVersion(pool: pg.Pool): Promise<string> {
  const { rows } = await pool.query<{ version: string }>(
    `SELECT concat_ws('|',
       (SELECT max(updated_at) FROM catalog_products)::text,
       (SELECT max(updated_at) FROM catalog_sets)::text,
       (SELECT max(updated_at) FROM price_points)::text,
       (SELECT max(id) FROM price_points),
       (SELECT last_value FROM catalog_change_seq)) AS version`,
  );
  return rows[0]?.version ?? '';
}

/** How many products come after the cursor, counting no further than `atMost` (cheap). */
export async function countAfter(
  pool: pg.Pool,
  query: { since: string; after_id?: string | undefined },
  atMost: number,
): Promise<number> {
  const afterCursor =
    query.after_id === undefined
      ? 'updated_at > $1::timestamptz'
      : '(updated_at, id) > ($1::timestamptz, $3::text)';
  const values: unknown[] = [query.since, atMost];
  if (query.after_id !== undefined) {
    values.push(query.after_id);
  }
  const { rows } = await pool.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM (
       SELECT 1 FROM catalog_products WHERE ${afterCursor} LIMIT $2
     ) page`,
    values,
  );
  return rows[0]?.count ?? 0;
}

export type SyncPage = {
  /** The products as comma-separated JSON objects (UTF-8). */
  products: ByteWriter;
  count: number;
  last: { updatedAt: string; id: string } | null;
  hasMore: boolean;
};

// Rows per query: PostgreSQL reads the next chunk while this process renders the last one.
const CHUNK_ROWS = 5000;

function queryChunk(
  client: pg.PoolClient,
  after: { since: string; afterId: string | undefined },
  limit: number,
): Promise<pg.QueryResult<ProductColumns>> {
  const afterCursor =
    after.afterId === undefined
      ? 'p.updated_at > $1::timestamptz'
      : '(p.updated_at, p.id) > ($1::timestamptz, $3::text)';
  const values: unknown[] = [after.since, limit];
  if (after.afterId !== undefined) {
    values.push(after.afterId);
  }
  // The chunk is cut first (index range scan), then joined to its latest prices.
  return client.query<ProductColumns>(
    productQuery(
      `WITH page AS (
         SELECT * FROM catalog_products p WHERE ${afterCursor}
         ORDER BY p.updated_at, p.id LIMIT $2
       )
       SELECT ${PRODUCT_COLUMNS_SQL} FROM page p ${LATEST_PRICE_JOIN_SQL}
       ORDER BY p.updated_at, p.id`,
      values,
    ),
  );
}

type PageState = Omit<SyncPage, 'products'> & {
  writeProduct: (row: ProductColumns) => void;
};

/** Told of each product written: its row and the byte length of the page after it. */
export type RowRecorder = (row: ProductColumns, endOffset: number) => void;

/** Writes the rows that still fit the page; a row past the limit only says has_more. */
function appendRows(page: PageState, rows: ProductColumns[], limit: number): void {
  const kept = rows.slice(0, limit - page.count);
  page.hasMore ||= kept.length < rows.length;
  kept.forEach(page.writeProduct);
  page.count += kept.length;
  const lastKept = kept.at(-1);
  if (lastKept) {
    page.last = { updatedAt: updatedAtOf(lastKept), id: lastKept[1] };
  }
}

/**
 * One page of the change feed in (updated_at, id) order, read in chunks inside one snapshot
 * (a product changed meanwhile cannot show up twice). One row past the limit says has_more.
 */
export async function getSyncPage(
  pool: pg.Pool,
  cursor: SyncCursor,
  chunkRows = CHUNK_ROWS,
  record?: RowRecorder,
): Promise<SyncPage> {
  return inUtcSession(
    pool,
    async (client) => {
      const out = new ByteWriter();
      const write = createProductWriter(out, await loadSetParts(client));
      const page: PageState = {
        writeProduct: record
          ? (row) => {
              write(row);
              record(row, out.length);
            }
          : write,
        count: 0,
        last: null,
        hasMore: false,
      };
      let wanted = cursor.limit + 1;
      let requested = Math.min(chunkRows, wanted);
      let pending: Promise<pg.QueryResult<ProductColumns>> | null = queryChunk(
        client,
        cursor,
        requested,
      );
      while (pending) {
        const rows: ProductColumns[] = (await pending).rows;
        wanted -= rows.length;
        const lastRow = rows.at(-1);
        pending = null;
        if (lastRow && rows.length === requested && wanted > 0) {
          // Sent now, so PostgreSQL works on it while this chunk is rendered.
          requested = Math.min(chunkRows, wanted);
          pending = queryChunk(
            client,
            { since: updatedAtOf(lastRow), afterId: lastRow[1] },
            requested,
          );
          // Handled here too, so a failure while this chunk renders is not an unhandled rejection.
          pending.catch(() => {});
        }
        appendRows(page, rows, cursor.limit);
      }
      return { products: out, count: page.count, last: page.last, hasMore: page.hasMore };
    },
    { snapshot: true },
  );
}
