import type pg from 'pg';
import { withTransaction } from './with-transaction.ts';

/**
 * Runs `work` in a read-only transaction whose session prints timestamps in UTC and dates as
 * YYYY-MM-DD, so product queries can cast them to text (much cheaper than to_char on 50k rows)
 * and still get one fixed format. `snapshot` makes several queries see the same data;
 * `jit: false` turns PostgreSQL's JIT off for the transaction (in the same round trip).
 */
export async function inUtcSession<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
  { snapshot = false, jit = true } = {},
): Promise<T> {
  // One round trip for the statements (a simple query may hold several).
  return withTransaction(
    pool,
    work,
    `BEGIN ISOLATION LEVEL ${snapshot ? 'REPEATABLE READ' : 'READ COMMITTED'} READ ONLY;
       SET LOCAL TimeZone = 'UTC'; SET LOCAL DateStyle = 'ISO, YMD'${jit ? '' : '; SET LOCAL jit = off'}`,
  );
}

/** '2025-01-02 03:04:05.6+00' (a UTC session's timestamptz text) as '2025-01-02T03:04:05.600Z'. */
export function utcTextToIso(text: string): string {
  if (text.length === 26) {
    // Milliseconds, as the catalog writes them: '2025-01-02 03:04:05.123+00'.
    return `${text.slice(0, 10)}T${text.slice(11, 23)}Z`;
  }
  const [date, time = '00:00:00'] = text.slice(0, -3).split(' ');
  const [seconds, fraction = ''] = time.split('.');
  return `${date}T${seconds}.${fraction.padEnd(3, '0')}Z`;
}
