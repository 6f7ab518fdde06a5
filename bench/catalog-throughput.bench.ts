// Catalog GET throughput against a bare Fastify route serving the same bytes:
//   npm run bench:catalog-throughput [-- <catalog dir> <seconds per run>]
// Imports the catalog (default ../shared/catalog) into a fresh database, starts the real app on
// a loopback port, and for each endpoint runs the same load (50 keep-alive connections) against
// the app and against a bare Fastify route answering the app's bytes. Then times the cold full
// sync from a client. Prints requests/s, p99 and the ratio, with the machine's load average.
import os from 'node:os';
import Fastify from 'fastify';
import { buildApp } from '#server/app.ts';
import { importCatalog } from '#server/catalog/import/import-catalog.ts';
import { makeConfig } from '#server/config.ts';
import { createBenchDatabase } from './catalog-bench-database.ts';
import { catalogDirFromArgv } from './catalog-files.ts';
import { type LoadOptions, runLoad } from './load/http-load.ts';

const CONNECTIONS = 50;
const seconds = Number(process.argv[3] ?? 10);
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const database = await createBenchDatabase();
const app = await buildApp({
  ...makeConfig({ LOG_LEVEL: 'silent', SEED_DEMO_CATALOG: 'false', ORDER_SWEEP_SECONDS: '0' }),
  DATABASE_URL: database.url,
});
const bare = Fastify({ logger: false });
try {
  const dir = catalogDirFromArgv();
  const importStarted = performance.now();
  await importCatalog(app.pool, dir);
  process.stdout.write(
    `catalog ${dir} imported in ${((performance.now() - importStarted) / 1000).toFixed(1)} s (${database.kind})\n`,
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const appPort = (app.server.address() as { port: number }).port;
  const { rows } = await app.pool.query<{ set_id: string; product_id: string }>(
    `SELECT s.id AS set_id, (SELECT min(p.id) FROM catalog_products p WHERE p.set_id = s.id) AS product_id
       FROM catalog_sets s WHERE s.language = 'english'
      ORDER BY (SELECT count(*) FROM catalog_products p WHERE p.set_id = s.id) DESC LIMIT 1`,
  );
  const big = rows[0];
  if (!big) {
    throw new Error('the catalog has no english set');
  }

  // The cold full sync, timed from a client over loopback (brotli, as browsers ask).
  const syncStarted = performance.now();
  const sync = await fetch(`http://127.0.0.1:${appPort}/api/iOSSyncService/products/changes`, {
    headers: { 'accept-encoding': 'br' },
  });
  const syncBytes = (await sync.arrayBuffer()).byteLength;
  const syncMs = performance.now() - syncStarted;
  process.stdout.write(
    `cold full sync: ${syncMs.toFixed(0)} ms (status ${sync.status}, ${syncBytes} decoded bytes)\n`,
  );

  const endpoints = [
    ['sets of a language', '/api/iOSTCGSets/english'],
    [
      `a set's products (${big.set_id})`,
      `/api/tcgproducts?set_id=${encodeURIComponent(big.set_id)}`,
    ],
    ['one product', `/api/tcgproducts/${encodeURIComponent(big.product_id)}`],
    ['search', '/api/cards/search?q=pikachu'],
  ] as const;
  const bodies = new Map<string, Buffer>();
  for (const [, path] of endpoints) {
    const res = await app.inject({ url: path });
    if (res.statusCode !== 200) {
      throw new Error(`${path} answered ${res.statusCode}`);
    }
    bodies.set(path, res.rawPayload);
  }
  bare.get('/*', (request, reply) => {
    reply.type('application/json; charset=utf-8').send(bodies.get(request.url));
  });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const barePort = (bare.server.address() as { port: number }).port;

  process.stdout.write(
    `${CONNECTIONS} connections, ${seconds} s per run; load average before: ${load()}\n`,
  );
  // Both servers live in this process and the load generator in a child, so this process's
  // CPU time per request is the server's own cost, which the machine's load barely changes.
  const measured = async (port: number, options: Omit<LoadOptions, 'port'>) => {
    const before = process.cpuUsage();
    const result = await runLoad({ ...options, port });
    const cpu = process.cpuUsage(before);
    return { ...result, cpuUs: (cpu.user + cpu.system) / result.requests };
  };
  for (const [label, path] of endpoints) {
    const options = { connections: CONNECTIONS, durationMs: seconds * 1000, targets: [{ path }] };
    // Warm-up (JIT, caches) for both, not counted.
    await runLoad({ ...options, durationMs: 1000, port: appPort });
    await runLoad({ ...options, durationMs: 1000, port: barePort });
    const ours = await measured(appPort, options);
    const baseline = await measured(barePort, options);
    process.stdout.write(
      `${label}: ${(bodies.get(path)?.length ?? 0).toLocaleString('en')} bytes | app ${ours.perSecond.toFixed(0)} req/s (p99 ${ours.p99.toFixed(1)} ms, errors ${ours.errors}, ${ours.cpuUs.toFixed(0)} us CPU/req) | bare ${baseline.perSecond.toFixed(0)} req/s (p99 ${baseline.p99.toFixed(1)} ms, ${baseline.cpuUs.toFixed(0)} us CPU/req) | ratio ${(ours.perSecond / baseline.perSecond).toFixed(2)}x, CPU ratio ${(baseline.cpuUs / ours.cpuUs).toFixed(2)}x | load ${load()}\n`,
    );
  }
} finally {
  await bare.close();
  await app.close();
  await database.drop();
}
