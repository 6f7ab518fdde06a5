import type pg from 'pg';
import { inUtcSession } from '../../lib/utc-session.ts';
import { RENDER_SESSION, type RenderedItems, renderItemsWith } from './user-product-json.ts';

// Rendering a 10,000-item list takes hundreds of milliseconds (a catalog product and its latest
// price per item), but after an add, an edit or a price change only some items differ. So each
// user's last rendered list is kept with where every item lies in it, by item id and row
// version; the next render re-renders only new and changed items, and the items whose product,
// set or latest price changed since, and copies the others' bytes.

/** What the products of a list are rendered from: newest change per table, and removals. */
const CATALOG_MARKS_SQL = `
  (SELECT max(updated_at) FROM catalog_products)::text AS products_mark,
  (SELECT max(updated_at) FROM catalog_sets)::text AS sets_mark,
  (SELECT max(updated_at) FROM product_latest_prices)::text AS prices_mark,
  (SELECT last_value FROM catalog_change_seq)::text AS removals`;

/** The catalog part of the list's ETag (collection-list-cache.ts): products, sets, prices. */
export const CATALOG_VERSION_SQL = `(SELECT concat_ws('|', products_mark, sets_mark, prices_mark,
  removals) FROM (SELECT ${CATALOG_MARKS_SQL}) marks)`;

type CatalogMarks = {
  products_mark: string | null;
  sets_mark: string | null;
  prices_mark: string | null;
  removals: string;
};

// Each item as 'id:xmin', newest first (one string: much cheaper to read than 10,000 rows).
// xmin, the transaction that wrote the row's current version, changes with every write to the
// item's own row, even one that leaves updated_at alone (deleting a binder clears its items'
// binder_id), and stays as it is otherwise (VACUUM FREEZE keeps it).
const STATE_SQL = `SELECT
  (SELECT string_agg(id || ':' || xmin, ',' ORDER BY created_at DESC, id DESC)
    FROM user_products WHERE user_id = $1) AS items,
  ${CATALOG_MARKS_SQL}`;

// The user's items whose product, set or latest price changed after the given marks.
const CHANGED_BY_CATALOG_SQL = `SELECT up.id FROM user_products up
  WHERE up.user_id = $1 AND up.product_id IN (
    SELECT id FROM catalog_products WHERE updated_at > coalesce($2::timestamptz, '-infinity')
    UNION ALL
    SELECT p.id FROM catalog_sets s JOIN catalog_products p ON p.set_id = s.id
      WHERE s.updated_at > coalesce($3::timestamptz, '-infinity')
    UNION ALL
    SELECT product_id FROM product_latest_prices
      WHERE updated_at > coalesce($4::timestamptz, '-infinity'))`;

const sameMarks = (a: CatalogMarks, b: CatalogMarks) =>
  a.products_mark === b.products_mark &&
  a.sets_mark === b.sets_mark &&
  a.prices_mark === b.prices_mark &&
  a.removals === b.removals;

type Span = { start: number; end: number };

/** A rendered list: its bytes, and where each item ('id:xmin') lies in them. */
type RenderedList = { marks: CatalogMarks; body: Buffer; items: Map<string, Span> };

// Kept lists, most recently rendered last; beyond the budget the least recent go.
const MAX_KEPT_BYTES = 128 * 1024 * 1024;
const BYTES_PER_ITEM_ENTRY = 96;

const NONE_RENDERED: RenderedItems = { body: Buffer.alloc(0), ids: [], starts: [], ends: [] };

const keptBytes = (list: RenderedList) => list.body.length + list.items.size * BYTES_PER_ITEM_ENTRY;
const idOf = (item: string) => Number(item.slice(0, item.indexOf(':')));

/** Renders users' lists, reusing the bytes of the items unchanged since the user's last one. */
export function createIncrementalListRenderer() {
  const lists = new Map<number, RenderedList>();
  let total = 0;

  function keep(userId: number, list: RenderedList) {
    const previous = lists.get(userId);
    if (previous) {
      lists.delete(userId);
      total -= keptBytes(previous);
    }
    lists.set(userId, list);
    total += keptBytes(list);
    for (const [oldest, kept] of lists) {
      if (total <= MAX_KEPT_BYTES || oldest === userId) {
        break;
      }
      lists.delete(oldest);
      total -= keptBytes(kept);
    }
  }

  /** The user's whole list as the bytes of a JSON array of UserProduct, newest first. */
  async function render(pool: pg.Pool, userId: number): Promise<Buffer> {
    // One snapshot: the items' versions, the catalog version and the re-rendered items agree.
    const list = await inUtcSession(
      pool,
      async (client) => {
        type State = CatalogMarks & { items: string | null };
        const { rows } = await client.query<State>(STATE_SQL, [userId]);
        const state = rows[0] as State;
        const items = state.items?.split(',') ?? [];
        const previous = lists.get(userId);
        // A removed product or set may have been any item's: then nothing is reused.
        const reusable = previous?.marks.removals === state.removals ? previous : undefined;
        const changed = new Set<number>();
        if (reusable && !sameMarks(reusable.marks, state)) {
          const { marks } = reusable;
          const { rows: ids } = await client.query<{ id: number }>(CHANGED_BY_CATALOG_SQL, [
            userId,
            marks.products_mark,
            marks.sets_mark,
            marks.prices_mark,
          ]);
          for (const row of ids) {
            changed.add(row.id);
          }
        }
        const stale = reusable
          ? items.filter((item) => !reusable.items.has(item) || changed.has(idOf(item)))
          : items;
        let fresh = NONE_RENDERED;
        if (stale.length > 0) {
          const ids = stale.length === items.length ? undefined : stale.map(idOf);
          fresh = await renderItemsWith(client, userId, ids);
        }
        const marks: CatalogMarks = {
          products_mark: state.products_mark,
          sets_mark: state.sets_mark,
          prices_mark: state.prices_mark,
          removals: state.removals,
        };
        return { marks, ...assemble(items, reusable, fresh) };
      },
      { snapshot: true, ...RENDER_SESSION },
    );
    keep(userId, list);
    return list.body;
  }

  return { render };
}

type Run = { from: Buffer; start: number; end: number; to: number };

/**
 * The list of `items` (in order): each item's bytes from `fresh` when it was re-rendered, else
 * from `reusable`. Neighbours in both lists are copied as one run (with the comma between).
 */
function assemble(
  items: string[],
  reusable: RenderedList | undefined,
  fresh: RenderedItems,
): Omit<RenderedList, 'marks'> {
  const freshIndex = new Map(fresh.ids.map((id, index) => [id, index]));
  const spans = new Map<string, Span>();
  const runs: Run[] = [];
  let at = 1; // after '['
  items.forEach((item, index) => {
    const freshAt = freshIndex.get(idOf(item));
    const kept = freshAt === undefined ? reusable?.items.get(item) : undefined;
    const from = kept ? reusable?.body : fresh.body;
    const start = kept ? kept.start : fresh.starts[freshAt ?? -1];
    const end = kept ? kept.end : fresh.ends[freshAt ?? -1];
    if (!from || start === undefined || end === undefined) {
      throw new Error(`collection item ${item} was neither kept nor rendered`);
    }
    at += index > 0 ? 1 : 0;
    spans.set(item, { start: at, end: at + end - start });
    const last = runs.at(-1);
    if (last && last.from === from && last.end + 1 === start) {
      last.end = end;
    } else {
      runs.push({ from, start, end, to: at });
    }
    at += end - start;
  });
  const body = Buffer.allocUnsafe(at + 1);
  body.write('[', 0);
  for (const run of runs) {
    if (run.to > 1) {
      body.write(',', run.to - 1);
    }
    run.from.copy(body, run.to, run.start, run.end);
  }
  body.write(']', at);
  return { body, items: spans };
}
