import type pg from 'pg';
import { toCollectionCsvRow, writeCollectionCsv } from '#core/collection/collection-csv.ts';
import type { UserProduct } from '#core/collection/user-product.schema.ts';
import { listUserBinders } from '../collection/binders/binders.service.ts';
import { renderUserProducts } from '../collection/items/user-product-json.ts';

const PAGE = 2_000;

const oldestFirst = (a: UserProduct, b: UserProduct) =>
  a.created_at.localeCompare(b.created_at) || a.id - b.id;

/**
 * The collection CSV of decision 060 (the same bytes as GET /api/collection/export), rendered a
 * page of items at a time so a 50,000-item collection never sits in memory whole.
 */
export async function* collectionCsvPages(
  pool: pg.Pool,
  userId: number,
  count: (n: number) => void,
): AsyncIterable<string> {
  const [binders, { rows }] = await Promise.all([
    listUserBinders(pool, userId),
    pool.query<{ id: number }>(
      'SELECT id FROM user_products WHERE user_id = $1 ORDER BY created_at, id',
      [userId],
    ),
  ]);
  const binderNames = new Map(binders.map((binder) => [binder.id, binder.name]));
  const csvOf = (items: UserProduct[]) =>
    writeCollectionCsv(
      items.map((item) =>
        toCollectionCsvRow(
          item,
          item.binder_id === null ? null : (binderNames.get(item.binder_id) ?? null),
        ),
      ),
    );
  const header = csvOf([]);
  yield header;
  for (let start = 0; start < rows.length; start += PAGE) {
    const ids = rows.slice(start, start + PAGE).map((row) => row.id);
    const page = JSON.parse((await renderUserProducts(pool, userId, ids)).toString('utf8'));
    const items = (page as UserProduct[]).sort(oldestFirst);
    count(items.length);
    yield csvOf(items).slice(header.length);
  }
}
