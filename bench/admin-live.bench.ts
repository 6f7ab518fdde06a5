// Admin live users and affiliates. Presence: 5,000 visitors' heartbeats (50 at a time) and the
// list of all of them, in memory and in Redis (127.0.0.1:6379, skipped when down). Affiliates:
// the report over 200 referrers, 20,000 referred users, 100,000 visits, 20,000 orders and 2,000
// memberships. npm run bench:admin-live (DATABASE_URL=... to use a running PostgreSQL).
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Redis } from 'ioredis';
import pg from 'pg';
import { PRESENCE_TTL_MS } from '#core/admin/presence.schema.ts';
import { affiliateNumbers } from '#server/affiliates/affiliates.repository.ts';
import { createMemoryPresenceStore } from '#server/presence/memory-presence.store.ts';
import type { PresenceStore } from '#server/presence/presence.store.ts';
import { createRedisPresenceStore } from '#server/presence/redis-presence.store.ts';
import { createBenchDatabase } from './catalog-bench-database.ts';

const VISITORS = 5_000;
const CONCURRENCY = 50;
const REFERRERS = 200;
const REFERRED = 20_000;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function benchPresence(name: string, store: PresenceStore) {
  const now = Date.now();
  const t0 = performance.now();
  for (let start = 0; start < VISITORS; start += CONCURRENCY) {
    await Promise.all(
      Array.from({ length: CONCURRENCY }, (_, i) =>
        store.touch(
          {
            visitorId: `bench-visitor-${start + i}`,
            userId: null,
            email: null,
            path: `/sets/s${i % 40}`,
          },
          now,
        ),
      ),
    );
  }
  const seconds = (performance.now() - t0) / 1000;
  const lists: number[] = [];
  let count = 0;
  for (let run = 0; run < 15; run++) {
    const t1 = performance.now();
    count = (await store.list(now + 1000)).length;
    lists.push(performance.now() - t1);
  }
  console.log(
    `  ${name.padEnd(7)} ${VISITORS} heartbeats: ${(VISITORS / seconds).toFixed(0)}/s; ` +
      `list of ${count}: median ${median(lists).toFixed(1)} ms`,
  );
}

async function seedAffiliates(pool: pg.Pool) {
  await pool.query(
    `insert into users (email, referral_handle)
     select 'ref' || n || '@bench.test', 'ref' || n from generate_series(1, ${REFERRERS}) n`,
  );
  await pool.query(
    `insert into users (email, referral_handle, referrer_id, email_verified_at, created_at)
     select 'fan' || n || '@bench.test', 'fan' || n, (select min(id) from users) + n % ${REFERRERS},
            case when n % 3 > 0 then now() end, now() - (n % 365) * interval '1 day'
       from generate_series(1, ${REFERRED}) n`,
  );
  await pool.query(
    `insert into affiliate_visits (referrer_id, visited_at)
     select (select min(id) from users) + n % ${REFERRERS}, now() - (n % 365) * interval '1 day'
       from generate_series(1, ${REFERRED * 5}) n`,
  );
  await pool.query(
    `insert into orders (user_id, status, subtotal_cents, discount_cents, total_cents,
       shipping_address, provider, expires_at, paid_at)
     select u.id, 'paid', 2500, 0, 2500, '{}'::jsonb, 'test', now(), u.created_at + interval '1 day'
       from users u where u.referrer_id is not null`,
  );
  await pool.query(
    `insert into memberships (user_id, tier, status, provider, created_at)
     select u.id, 1, 'active', 'test', u.created_at from users u where u.id % 10 = 0 and u.referrer_id is not null`,
  );
  for (const table of ['users', 'affiliate_visits', 'orders', 'memberships']) {
    await pool.query(`vacuum (analyze) ${table}`);
  }
}

async function main() {
  console.log(
    `load average (1/5/15 min): ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  await benchPresence('memory', createMemoryPresenceStore(PRESENCE_TTL_MS));
  const redis = new Redis('redis://127.0.0.1:6379', { lazyConnect: true, maxRetriesPerRequest: 1 });
  const prefix = `cardfolio-bench-${randomUUID()}:`;
  try {
    await redis.connect();
    await benchPresence('redis', createRedisPresenceStore(redis, prefix, PRESENCE_TTL_MS));
    await redis.del(`${prefix}presence:entries`, `${prefix}presence:seen`);
  } catch (error) {
    console.log(`  redis   skipped: ${(error as Error).message}`);
  } finally {
    redis.disconnect();
  }

  const database = await createBenchDatabase();
  const pool = new pg.Pool({ connectionString: database.url, max: 4 });
  try {
    await seedAffiliates(pool);
    const to = new Date().toISOString().slice(0, 10);
    for (const [label, from] of [
      ['30 days', new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10)],
      ['1 year', new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10)],
    ] as const) {
      const times: number[] = [];
      let rows = 0;
      for (let run = 0; run < 7; run++) {
        const t0 = performance.now();
        rows = (
          await affiliateNumbers(pool, {
            from,
            to,
            tierPrices: [{ tier: 1, priceCents: 499 }],
            referrerId: null,
          })
        ).length;
        times.push(performance.now() - t0);
      }
      console.log(
        `  affiliate report, ${label}: ${rows} handles, median ${median(times).toFixed(0)} ms (${database.kind})`,
      );
    }
  } finally {
    await pool.end();
    await database.drop();
  }
}

await main();
