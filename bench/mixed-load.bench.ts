// 200 concurrent mixed users on loopback (decision 028):
//   npm run bench:mixed-load -- [--seconds 60] [--users 200] [--catalog dir]
//                               [--think-ms 500-3000 | 0] [--processes 1|2]
//                               [--route-cpu 300]  (each route's CPU per request, one at a time)
//   (CPU_PROFILE=file.cpuprofile, one process only)
// Each user (one keep-alive connection) browses sets, a set and a product, searches, adds and
// edits collection items, lists its collection and checks out, for 60 s, pausing a seeded
// random think time between two actions (0: back to back, the saturation test). Any answer
// >= 400 or failed request is an error. Prints per-route p50/p95/p99, the app's CPU per request,
// the load average and one summary line starting with MIXED-LOAD.
import cluster from 'node:cluster';
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import net from 'node:net';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { type App, buildApp } from '#server/app.ts';
import { importCatalog } from '#server/catalog/import/import-catalog.ts';
import { FIXTURE_CATALOG_DIR } from '#server/catalog/test-fixtures/fixture-catalog.ts';
import { makeConfig } from '#server/config.ts';
import { createShopUser } from '#server/test/shop-users.ts';
import { createBenchDatabase } from './catalog-bench-database.ts';
import { type LoadTarget, runLoad } from './load/http-load.ts';

const { values: flags } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    users: { type: 'string', default: '200' },
    catalog: { type: 'string', default: FIXTURE_CATALOG_DIR },
    'think-ms': { type: 'string', default: '0' },
    processes: { type: 'string', default: '1' },
    'route-cpu': { type: 'string', default: '0' },
  },
});
const seconds = Number(flags.seconds);
const users = Number(flags.users);
const catalogDir = flags.catalog;
const processes = Math.max(1, Number(flags.processes));
/** "500-3000": a uniform pause in that range; "800": always 800 ms; "0": none. */
const [thinkMin = 0, thinkMax = thinkMin] = flags['think-ms'].split('-').map(Number);
const think = thinkMax > 0 ? { minMs: thinkMin, maxMs: thinkMax, seed: 28 } : undefined;
const thinkLabel = think ? `${thinkMin}-${thinkMax} ms` : 'none';

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const ADDRESS = {
  name: 'Ash Ketchum',
  line1: '1 Route',
  city: 'Pallet Town',
  postalCode: '12345',
  region: 'NY',
  country: 'US',
};

function appConfig(databaseUrl: string) {
  return {
    ...makeConfig({
      LOG_LEVEL: 'silent',
      SEED_DEMO_CATALOG: 'false',
      PAYMENT_PROVIDER: 'test',
      ORDER_SWEEP_SECONDS: '0',
      ORDER_RATE_LIMIT_PER_MINUTE: '100000',
      // Many orders per buyer: throughput, not the anti-hoarding limits (decision 063).
      ORDER_MAX_PENDING_PER_USER: '1000',
      ORDER_CANCEL_COOLDOWN_MINUTES: '0',
      // Each simulated user checks out every few hundred ms and never pays: with the per-user
      // cap of 10 reserved units (a hoarding guard, tested on its own) most checkouts would be 409s.
      ORDER_MAX_RESERVED_PER_PRODUCT: '1000',
      ORDER_MAX_STOCK_SHARE_PERCENT: '100',
      ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    }),
    DATABASE_URL: databaseUrl,
  };
}

/** The V8 CPU profile of this process (the app) from now until the returned stop(). */
async function startProfile() {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async () => (await session.post('Profiler.stop')).profile;
}

/** A free loopback port for the app processes to share. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

type WorkerMessage = { ready: true } | { cpuMs: number };

/** An app process of `--processes N`: serves on the shared port, reports its CPU when asked. */
async function runAppProcess() {
  const app = await buildApp(appConfig(String(process.env.BENCH_DATABASE_URL)));
  await app.listen({ port: Number(process.env.BENCH_PORT), host: '127.0.0.1' });
  let cpuBefore = process.cpuUsage();
  process.on('message', async (message: string) => {
    if (message === 'start') {
      cpuBefore = process.cpuUsage();
    } else if (message === 'cpu') {
      const cpu = process.cpuUsage(cpuBefore);
      process.send?.({ cpuMs: (cpu.user + cpu.system) / 1000 } satisfies WorkerMessage);
    } else if (message === 'stop') {
      await app.close();
      process.exit(0);
    }
  });
  process.send?.({ ready: true } satisfies WorkerMessage);
}

/** Starts `count` app processes on `port`; returns how to start the CPU count and read it. */
async function startAppProcesses(count: number, port: number, databaseUrl: string) {
  cluster.setupPrimary({ execArgv: ['--import', 'tsx'] });
  const workers = Array.from({ length: count }, () =>
    cluster.fork({ BENCH_DATABASE_URL: databaseUrl, BENCH_PORT: String(port) }),
  );
  await Promise.all(
    workers.map(
      (worker) =>
        new Promise<void>((resolve, reject) => {
          worker.once('message', () => resolve());
          worker.once('exit', (code) => reject(new Error(`app process exited with ${code}`)));
        }),
    ),
  );
  return {
    start: () => {
      for (const worker of workers) {
        worker.send('start');
      }
    },
    cpuMs: async () => {
      const each = await Promise.all(
        workers.map(
          (worker) =>
            new Promise<number>((resolve) => {
              worker.once('message', (message: WorkerMessage) =>
                resolve('cpuMs' in message ? message.cpuMs : 0),
              );
              worker.send('cpu');
            }),
        ),
      );
      return each.reduce((sum, ms) => sum + ms, 0);
    },
    stop: async () => {
      await Promise.all(
        workers.map(
          (worker) =>
            new Promise<void>((resolve) => {
              worker.once('exit', () => resolve());
              worker.send('stop');
            }),
        ),
      );
    },
  };
}

/** The simulated users' requests: signed-in shop users, each with one collection item. */
async function prepareUsers(app: App): Promise<LoadTarget[][]> {
  await importCatalog(app.pool, catalogDir);
  const { rows: products } = await app.pool.query<{ id: string; set_id: string }>(
    "SELECT id, set_id FROM catalog_products WHERE product_type = 'card' ORDER BY id LIMIT 50",
  );
  const { rows: shop } = await app.pool.query<{ id: number }>(
    `INSERT INTO shop_products (name, price_cents, stock) VALUES ('Load test booster', 500, 100000000)
     RETURNING id`,
  );
  const shopId = Number(shop[0]?.id);
  const perConnection: LoadTarget[][] = [];
  for (let u = 0; u < users; u++) {
    const user = await createShopUser(app);
    const headers = { ...user.headers, 'content-type': 'application/json' };
    const product = products[u % products.length] ?? { id: 'base1-4', set_id: 'base1' };
    const created = await app.inject({
      method: 'POST',
      url: '/api/iOSUserCards/',
      headers,
      payload: { product_id: product.id },
    });
    const itemId = (created.json() as { id: number }).id;
    perConnection.push([
      { label: 'sets', path: '/api/iOSTCGSets/english' },
      {
        label: 'set products',
        path: `/api/tcgproducts?set_id=${encodeURIComponent(product.set_id)}`,
      },
      { label: 'product', path: `/api/tcgproducts/${encodeURIComponent(product.id)}` },
      {
        label: 'search',
        path: `/api/cards/search?q=${['pikachu', 'charizard%20ex', 'mew', 'blastoise'][u % 4]}`,
      },
      {
        label: 'collection add',
        method: 'POST',
        path: '/api/iOSUserCards/',
        headers,
        body: JSON.stringify({ product_id: product.id }),
      },
      {
        label: 'collection edit',
        method: 'PUT',
        path: `/api/iOSUserCards/${itemId}`,
        headers,
        body: JSON.stringify({
          product_id: product.id,
          quantity: 1 + (u % 5),
          notes: `edited by ${u}`,
        }),
      },
      { label: 'collection list', path: '/api/iOSUserCards/', headers },
      {
        label: 'checkout',
        method: 'POST',
        path: '/api/orders',
        headers,
        body: JSON.stringify({ items: [{ id: shopId, quantity: 1 }], shippingAddress: ADDRESS }),
      },
    ]);
  }
  return perConnection;
}

/**
 * The app's CPU per request of each route, one request at a time (no queueing, no sockets:
 * app.inject), `count` times per route after a warm-up: comparable across code versions.
 */
async function measureRouteCpu(app: App, targets: LoadTarget[], count: number) {
  const lines: string[] = [];
  for (const target of targets) {
    const call = () =>
      app.inject({
        method: (target.method ?? 'GET') as 'GET',
        url: target.path,
        headers: target.headers ?? {},
        ...(target.body === undefined ? {} : { payload: target.body }),
      });
    for (let i = 0; i < 20; i++) {
      await call();
    }
    const before = process.cpuUsage();
    for (let i = 0; i < count; i++) {
      const res = await call();
      if (res.statusCode >= 400) {
        throw new Error(`${target.label}: ${res.statusCode} ${res.body}`);
      }
    }
    const cpu = process.cpuUsage(before);
    lines.push(
      `ROUTE-CPU ${String(target.label).padEnd(16)} ${((cpu.user + cpu.system) / 1000 / count).toFixed(3)} ms/request (${count} sequential requests, load ${load()})`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

async function main() {
  const database = await createBenchDatabase();
  const app = await buildApp(appConfig(database.url));
  let appProcesses: Awaited<ReturnType<typeof startAppProcesses>> | undefined;
  let setUpAppOpen = true;
  try {
    await app.ready();
    const perConnection = await prepareUsers(app);
    const routeCpu = Number(flags['route-cpu']);
    if (routeCpu > 0) {
      await measureRouteCpu(app, perConnection[0] ?? [], routeCpu);
    }
    let port: number;
    if (processes > 1) {
      // The set-up app steps aside: N app processes share one port (cluster round robin).
      await app.close();
      setUpAppOpen = false;
      port = await freePort();
      appProcesses = await startAppProcesses(processes, port, database.url);
    } else {
      await app.listen({ port: 0, host: '127.0.0.1' });
      port = (app.server.address() as { port: number }).port;
    }
    const loadBefore = load();
    process.stdout.write(
      `${users} users, ${seconds} s, think time ${thinkLabel}, ${processes} app process(es), catalog ${catalogDir} (${database.kind}); load average before: ${loadBefore}\n`,
    );
    const profile = process.env.CPU_PROFILE && processes === 1 ? await startProfile() : undefined;
    const cpuBefore = process.cpuUsage();
    appProcesses?.start();
    const result = await runLoad({
      port,
      connections: users,
      durationMs: seconds * 1000,
      targets: [],
      perConnection,
      ...(think ? { think } : {}),
    });
    const cpuMs = appProcesses
      ? await appProcesses.cpuMs()
      : (() => {
          const cpu = process.cpuUsage(cpuBefore);
          return (cpu.user + cpu.system) / 1000;
        })();
    if (profile && process.env.CPU_PROFILE) {
      await writeFile(process.env.CPU_PROFILE, JSON.stringify(await profile()));
      process.stdout.write(`CPU profile of the load phase: ${process.env.CPU_PROFILE}\n`);
    }
    const cpuPerRequest = (cpuMs / Math.max(1, result.requests)).toFixed(2);
    const loadAfter = load();
    const ms = (value: number) => value.toFixed(0);
    process.stdout.write(
      [
        `requests: ${result.requests} (${result.perSecond.toFixed(0)}/s), errors: ${result.errors}`,
        `statuses: ${JSON.stringify(result.statuses)}`,
        `app CPU per request: ${cpuPerRequest} ms (app process(es) only; the load generator is a child process)`,
        `latency: p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, max ${result.max.toFixed(1)} ms (target: 0 errors, p99 <= 250 ms)`,
        ...Object.entries(result.byLabel).map(
          ([label, r]) =>
            `  ${label.padEnd(16)} ${String(r.requests).padStart(6)} requests, p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms`,
        ),
        ...result.failures,
        `load average after: ${loadAfter}`,
        `MIXED-LOAD users=${users} think=${thinkLabel} processes=${processes} ${seconds}s: ${result.requests} requests (${result.perSecond.toFixed(0)}/s), errors ${result.errors}, p50 ${ms(result.p50)} / p95 ${ms(result.p95)} / p99 ${ms(result.p99)} ms (${result.p99 <= 250 && result.errors === 0 ? 'meets' : 'misses'} 0 errors, p99 <= 250 ms), CPU ${cpuPerRequest} ms/request, load ${loadBefore} -> ${loadAfter}`,
        '',
      ].join('\n'),
    );
  } finally {
    await appProcesses?.stop();
    if (setUpAppOpen) {
      await app.close();
    }
    await database.drop();
  }
}

if (cluster.isPrimary) {
  await main();
} else {
  await runAppProcess();
}
