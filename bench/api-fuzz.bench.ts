// API fuzz run: npm run bench:fuzz [-- <requests> <seed>]
// 10,000 malformed requests generated from /api/docs (signed out, user, member, admin) against
// the real app on a fresh database with the fixture catalog; prints the status counts and every
// 5xx, and exits 1 if there was one.
import { importFixtureCatalog } from '#server/catalog/test-fixtures/fixture-catalog.ts';
import { fuzzApp } from '#server/reliability/fuzz/run-fuzz.ts';
import { withBenchApp } from './support/bench-app.ts';
import { loadAverage } from './support/stats.ts';

const total = Number(process.argv[2] ?? 10_000);
const seed = Number(process.argv[3] ?? Date.now() % 100_000);
const config = {
  PAYMENT_PROVIDER: 'test',
  ORDER_SWEEP_SECONDS: '0',
  ORDER_RATE_LIMIT_PER_MINUTE: '100000',
} as const;
await withBenchApp({ config, prepare: importFixtureCatalog }, async ({ app, database }) => {
  const doc = (await app.inject({ url: '/api/docs' })).json() as { paths: object };
  const operations = Object.values(doc.paths).reduce<number>(
    (sum, item) => sum + Object.keys(item).length,
    0,
  );
  const perOperation = Math.ceil(total / (operations * 4));
  const started = performance.now();
  const result = await fuzzApp(app, { perOperation, seed });
  const seconds = (performance.now() - started) / 1000;
  process.stdout.write(
    [
      `database: ${database.kind}; load average: ${loadAverage(' ')}`,
      `seed ${seed}: ${result.requests} requests over ${result.operations} operations in ${seconds.toFixed(1)} s`,
      `statuses: ${JSON.stringify(result.byStatus)}`,
      `5xx answers: ${result.failures.length}`,
      ...result.failures.slice(0, 20).map((f) => JSON.stringify(f)),
      '',
    ].join('\n'),
  );
  process.exitCode = result.failures.length === 0 ? 0 : 1;
});
