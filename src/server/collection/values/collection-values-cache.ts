import type pg from 'pg';
import { inUtcSession } from '../../lib/utc-session.ts';
import { toCollectionValue } from './item-value.ts';
import { findPricedItems } from './item-values.repository.ts';

// The collection-values object of a 10,000-item collection costs a join, a sort and a graded
// estimate per item. Each user's last answer is kept as one JSON member per item, by item id
// and row version (xmin, as in collection-list-renderer.ts): after an add or an edit only the
// new and changed items are valued again. Any price change (price_points, and the latest
// prices refreshed from them) values every item again.

const STATE_SQL = `SELECT
  (SELECT string_agg(id || ':' || xmin, ',' ORDER BY id) FROM user_products WHERE user_id = $1)
    AS items,
  concat_ws('|',
    (SELECT max(updated_at) FROM price_points),
    (SELECT concat_ws(',', count(*), max(updated_at)) FROM product_latest_prices)) AS prices`;

type KeptValues = { pricesVersion: string; members: Map<string, string>; bytes: number };

// Kept values, most recently asked last; beyond the budget the least recent go.
const MAX_KEPT_BYTES = 64 * 1024 * 1024;
const BYTES_PER_MEMBER = 96;

const idOf = (item: string) => Number(item.slice(0, item.indexOf(':')));

/** Collection values of users, reusing the members of the items unchanged since last time. */
export function createCollectionValuesCache() {
  const kept = new Map<number, KeptValues>();
  let total = 0;

  function keep(userId: number, values: KeptValues) {
    total -= kept.get(userId)?.bytes ?? 0;
    kept.delete(userId);
    kept.set(userId, values);
    total += values.bytes;
    for (const [oldest, { bytes }] of kept) {
      if (total <= MAX_KEPT_BYTES || oldest === userId) {
        break;
      }
      kept.delete(oldest);
      total -= bytes;
    }
  }

  /**
   * The user's collection values as JSON text: an object keyed by item id, in ascending id
   * order (as JSON.stringify writes integer keys).
   */
  async function load(pool: pg.Pool, userId: number): Promise<string> {
    // One snapshot: the items' versions, the prices version and the valued items agree.
    const values = await inUtcSession(
      pool,
      async (client) => {
        const { rows } = await client.query<{ items: string | null; prices: string }>(STATE_SQL, [
          userId,
        ]);
        const items = rows[0]?.items?.split(',') ?? [];
        const pricesVersion = rows[0]?.prices ?? '';
        const previous = kept.get(userId);
        const reusable = previous?.pricesVersion === pricesVersion ? previous.members : undefined;
        const stale = reusable ? items.filter((item) => !reusable.has(item)) : items;
        const fresh = new Map<number, string>();
        if (stale.length > 0) {
          const ids = stale.length === items.length ? undefined : stale.map(idOf);
          for (const item of await findPricedItems(client, userId, ids)) {
            fresh.set(item.id, `"${item.id}":${JSON.stringify(toCollectionValue(item))}`);
          }
        }
        const members = new Map<string, string>();
        let bytes = 0;
        for (const item of items) {
          const member = reusable?.get(item) ?? fresh.get(idOf(item));
          if (member === undefined) {
            throw new Error(`collection item ${item} was neither kept nor valued`);
          }
          members.set(item, member);
          bytes += member.length + item.length + BYTES_PER_MEMBER;
        }
        return { pricesVersion, members, bytes };
      },
      { snapshot: true },
    );
    keep(userId, values);
    return `{${[...values.members.values()].join(',')}}`;
  }

  return { load };
}
