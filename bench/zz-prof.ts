import os from 'node:os';
import Fastify from 'fastify';
import { buildApp } from '#server/app.ts';
import { importFixtureCatalog } from '#server/catalog/test-fixtures/fixture-catalog.ts';
import { makeConfig } from '#server/config.ts';
import { createBenchDatabase } from './catalog-bench-database.ts';
import { runLoad } from './load/http-load.ts';

const seconds = Number(process.argv[2] ?? 4);
const database = await createBenchDatabase();
const app = await buildApp({
  ...makeConfig({ LOG_LEVEL: 'silent', SEED_DEMO_CATALOG: 'false', ORDER_SWEEP_SECONDS: '0' }),
  DATABASE_URL: database.url,
});
const bare = Fastify({ logger: false });
try {
  await importFixtureCatalog(app.pool);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const appPort = (app.server.address() as { port: number }).port;
  const paths = ['/api/iOSTCGSets/english', '/api/tcgproducts?set_id=base1', '/api/tcgproducts/base1-4', '/api/cards/search?q=charizard'];
  const bodies = new Map<string, Buffer>();
  for (const path of paths) bodies.set(path, (await app.inject({ url: path })).rawPayload);
  bare.get('/*', (request, reply) => { reply.type('application/json; charset=utf-8').send(bodies.get(request.url)); });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const barePort = (bare.server.address() as { port: number }).port;
  for (const path of paths) {
    const options = { connections: 50, durationMs: seconds * 1000, targets: [{ path }] };
    let c = process.cpuUsage();
    const ours = await runLoad({ ...options, port: appPort });
    const oursCpu = process.cpuUsage(c);
    c = process.cpuUsage();
    const base = await runLoad({ ...options, port: barePort });
    const baseCpu = process.cpuUsage(c);
    const us = (u: NodeJS.CpuUsage, n: number) => ((u.user + u.system) / n).toFixed(0);
    console.log(path, ours.perSecond.toFixed(0), base.perSecond.toFixed(0), (ours.perSecond / base.perSecond).toFixed(2), 'cpu us/req app', us(oursCpu, ours.requests), 'bare', us(baseCpu, base.requests), ours.errors, os.loadavg()[0]);
  }
} finally {
  await bare.close();
  await app.close();
  await database.drop();
}
