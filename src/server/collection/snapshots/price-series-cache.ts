import type pg from 'pg';
import { inUtcSession } from '../../lib/utc-session.ts';
import { findPriceSeries, type PriceSeries, printingKey } from './holdings.repository.ts';

type Printing = { productId: string; variant: string; graded: boolean };

// A printing's 400 days of prices are the same for every user and change only when prices do:
// kept per printing, shared by all users, dropped whenever any price changes (as in
// collection-values-cache.ts) or the window moves to a new day. Reading them is most of a
// history's cost (one heap page per price day), so after an add only new printings are read.
const PRICES_VERSION_SQL = `SELECT concat_ws('|',
    (SELECT max(updated_at) FROM price_points),
    (SELECT concat_ws(',', count(*), max(updated_at)) FROM product_latest_prices)) AS version`;

/** About 3 kB a printing (400 days of market prices), more with the graded ladder. */
const MAX_KEPT_PRINTINGS = 20_000;

const keyOf = (p: { productId: string; variant: string }) => printingKey(p.productId, p.variant);

/** Price series of printings over a window, reusing those read since the last price change. */
export function createPriceSeriesCache(maxKept = MAX_KEPT_PRINTINGS) {
  let version = '';
  // Least recently used first; a printing without prices is kept as an empty series.
  const kept = new Map<string, PriceSeries>();

  async function load(
    pool: pg.Pool,
    printings: readonly Printing[],
    from: string,
    to: string,
  ): Promise<PriceSeries[]> {
    return inUtcSession(
      pool,
      async (client) => {
        const { rows } = await client.query<{ version: string }>(PRICES_VERSION_SQL);
        const current = `${from}|${to}|${rows[0]?.version ?? ''}`;
        if (current !== version) {
          kept.clear();
          version = current;
        }
        const missing = printings.filter((p) => {
          const series = kept.get(keyOf(p));
          return !series || (p.graded && series.offsets.length > 0 && !series.ladder);
        });
        const read = new Map(
          (await findPriceSeries(client, missing, from, to)).map((s) => [keyOf(s), s]),
        );
        const series = printings.map((p) => {
          const key = keyOf(p);
          const found = read.get(key) ??
            kept.get(key) ?? { ...p, offsets: [], market: [], ladder: null };
          kept.delete(key);
          kept.set(key, found);
          return found;
        });
        for (const oldest of kept.keys()) {
          if (kept.size <= maxKept) {
            break;
          }
          kept.delete(oldest);
        }
        return series.filter((s) => s.offsets.length > 0);
      },
      { snapshot: true, jit: false },
    );
  }

  return { load };
}
