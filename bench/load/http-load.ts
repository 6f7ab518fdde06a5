import { fork } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { createRandom } from '#core/prices/seeded-random.ts';

// A small loopback load generator (autocannon is not a dependency): `connections` keep-alive
// sockets, each sending its next request as soon as the last answer is read (or after a think
// time), for `durationMs`.

export type LoadTarget = {
  /** Groups latencies in LoadResult.byLabel (e.g. 'checkout'). */
  label?: string;
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
};
export type LoadOptions = {
  port: number;
  connections: number;
  durationMs: number;
  /** Each connection sends these in turn (one target: the same request every time). */
  targets: LoadTarget[];
  /** Per connection (user) instead: connection i sends perConnection[i % length] in turn. */
  perConnection?: LoadTarget[][];
  /**
   * Pause after each answer before the connection's next request (a user's think time): a
   * uniform draw in [minMs, maxMs], from a generator seeded per connection, so every run pauses
   * the same way (as load tools such as k6 model users).
   */
  think?: { minMs: number; maxMs: number; seed: number };
};
export type LoadResult = {
  requests: number;
  perSecond: number;
  errors: number;
  statuses: Record<number, number>;
  p50: number;
  p99: number;
  max: number;
  bytes: number;
  /** The first few failures (transport errors), to tell what went wrong. */
  failures: string[];
  p95: number;
  /** Per target label: requests, p50, p95 and p99 (ms). */
  byLabel: Record<string, { requests: number; p50: number; p95: number; p99: number }>;
};

function send(agent: http.Agent, port: number, target: LoadTarget) {
  return new Promise<{ status: number; bytes: number }>((resolve, reject) => {
    const request = http.request(
      {
        agent,
        port,
        host: '127.0.0.1',
        method: target.method ?? 'GET',
        path: target.path,
        headers: target.headers,
      },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(target.body);
  });
}

async function run(options: LoadOptions): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  const labelled = new Map<string, number[]>();
  const statuses: Record<number, number> = {};
  let errors = 0;
  const failures: string[] = [];
  let bytes = 0;
  const started = performance.now();
  const until = started + options.durationMs;
  const loop = async (connection: number) => {
    const own = options.perConnection;
    const targets = own ? (own[connection % own.length] ?? []) : options.targets;
    const think = options.think;
    const random = createRandom((think?.seed ?? 0) + connection);
    if (think) {
      // Users do not all arrive in the same millisecond: each starts within one pause.
      await new Promise((resolve) => setTimeout(resolve, random() * think.maxMs));
    }
    for (let i = connection; performance.now() < until; i++) {
      const target = targets[i % targets.length] as LoadTarget;
      const t0 = performance.now();
      try {
        const answer = await send(agent, options.port, target);
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        bytes += answer.bytes;
        if (answer.status >= 400) {
          errors++;
        }
      } catch (error) {
        errors++;
        if (failures.length < 5) {
          failures.push(`${target.method ?? 'GET'} ${target.path}: ${String(error)}`);
        }
      }
      const ms = performance.now() - t0;
      latencies.push(ms);
      if (target.label) {
        const values = labelled.get(target.label) ?? [];
        values.push(ms);
        labelled.set(target.label, values);
      }
      if (think) {
        const pause = think.minMs + random() * (think.maxMs - think.minMs);
        await new Promise((resolve) =>
          setTimeout(resolve, Math.max(0, Math.min(pause, until - performance.now()))),
        );
      }
    }
  };
  await Promise.all(Array.from({ length: options.connections }, (_, i) => loop(i)));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const percentileOf = (sorted: number[], p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  const at = (p: number) => percentileOf(latencies, p);
  const byLabel: LoadResult['byLabel'] = {};
  for (const [label, values] of labelled) {
    values.sort((a, b) => a - b);
    byLabel[label] = {
      requests: values.length,
      p50: percentileOf(values, 0.5),
      p95: percentileOf(values, 0.95),
      p99: percentileOf(values, 0.99),
    };
  }
  return {
    requests: latencies.length,
    perSecond: latencies.length / seconds,
    errors,
    statuses,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: latencies.at(-1) ?? 0,
    bytes,
    failures,
    byLabel,
  };
}

/** Runs the load from a child process, so the generator does not share the server's thread. */
export function runLoad(options: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [], { execArgv: ['--import', 'tsx'] });
    child.once('message', (result) => {
      resolve(result as LoadResult);
      child.kill();
    });
    child.once('error', reject);
    child.send(options);
  });
}

if (process.send && process.argv[1] === fileURLToPath(import.meta.url)) {
  process.once('message', (options) => {
    void run(options as LoadOptions).then((result) => process.send?.(result));
  });
}
