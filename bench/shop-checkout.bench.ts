// Checkout benchmark: npm run bench:shop (needs DATABASE_URL of a PostgreSQL it may create
// databases on). Many buyers race for a product with little stock, then for one with plenty:
// reports latency percentiles, orders per second, and checks that stock never goes negative.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '#server/app.ts';
import { makeConfig } from '#server/config.ts';
import { runMigrations } from '#server/db/migrate.ts';
import { seedDemoShop } from '#server/shop/seed/demo-shop.ts';
import { createShopUser } from '#server/test/shop-users.ts';
import { percentile } from './support/stats.ts';

const ADDRESS = {
  name: 'Bench',
  line1: '1 Road',
  city: 'Town',
  postalCode: '1',
  country: 'US',
  region: 'NY',
};

async function admin(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function main() {
  const base = process.env.DATABASE_URL;
  if (!base) {
    console.error('bench:shop needs DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)');
    process.exit(2);
  }
  const name = `cf_bench_shop_${randomBytes(4).toString('hex')}`;
  const url = new URL(base);
  await admin(base, `CREATE DATABASE ${name}`);
  url.pathname = `/${name}`;
  const app = await buildApp({
    ...makeConfig({
      LOG_LEVEL: 'silent',
      ORDER_SWEEP_SECONDS: '0',
      ORDER_RATE_LIMIT_PER_MINUTE: '1000000',
      // Many orders per buyer: throughput, not the anti-hoarding limits (decision 063).
      ORDER_MAX_PENDING_PER_USER: '1000',
      ORDER_CANCEL_COOLDOWN_MINUTES: '0',
    }),
    DATABASE_URL: url.toString(),
  });
  try {
    await runMigrations(url.toString());
    await app.ready();
    await seedDemoShop(app.db);
    const buyers = await Promise.all(Array.from({ length: 50 }, () => createShopUser(app)));
    for (const [label, stock, requests] of [
      ['scarce (stock 5)', 5, 200],
      ['plenty (stock 10000)', 10_000, 500],
    ] as const) {
      const { rows } = await app.pool.query<{ id: number }>(
        "INSERT INTO shop_products (name, price_cents, stock) VALUES ('Bench box', 1000, $1) RETURNING id",
        [stock],
      );
      const id = rows[0]?.id;
      const times: number[] = [];
      const started = performance.now();
      const codes = await Promise.all(
        Array.from({ length: requests }, async (_, i) => {
          const t0 = performance.now();
          const res = await app.inject({
            method: 'POST',
            url: '/api/orders',
            headers: buyers[i % buyers.length]?.headers,
            payload: { items: [{ id, quantity: 1 }], shippingAddress: ADDRESS },
          });
          times.push(performance.now() - t0);
          return res.statusCode;
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      times.sort((a, b) => a - b);
      const sold = codes.filter((code) => code === 201).length;
      const left = (await app.pool.query('SELECT stock FROM shop_products WHERE id = $1', [id]))
        .rows[0]?.stock;
      console.log(
        `${label}: ${requests} checkouts in ${seconds.toFixed(2)} s (${(requests / seconds).toFixed(0)}/s), ` +
          `sold ${sold}, stock left ${left}, p50 ${percentile(times, 50).toFixed(0)} ms, ` +
          `p95 ${percentile(times, 95).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms`,
      );
      if (sold !== Math.min(stock, requests) || Number(left) !== stock - sold) {
        throw new Error('stock accounting is wrong');
      }
    }
  } finally {
    // Clients still closing when the database is dropped report an error: expected here.
    app.pool.on('error', () => {});
    await app.close();
    await admin(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
