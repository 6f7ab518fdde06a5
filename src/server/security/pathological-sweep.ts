import type { App } from '../app.ts';
import { createRng, plausible } from '../reliability/fuzz/fuzz-values.ts';
import {
  type FuzzOperation,
  type JsonSchema,
  listOperations,
  type OpenApiDocument,
} from '../reliability/fuzz/openapi-operations.ts';
import { createTestUser } from '../test/users.ts';

/** Inputs that make backtracking patterns and naive parsers slow (security round 3, item 2). */
const PATHOLOGICAL = [
  (n: number) => `1${' '.repeat(n - 2)}x`,
  (n: number) => `${'0'.repeat(n - 1)}x`,
  (n: number) => `${'-'.repeat(n - 2)}x-`,
  (n: number) => `${'/'.repeat(n - 2)}x/`,
  (n: number) => 'e '.repeat(Math.floor(n / 2)),
  (n: number) => `energy:${' '.repeat(n - 9)}x`,
  (n: number) => `${'a:'.repeat(Math.floor((n - 1) / 2))}!`,
  (n: number) => `${'\t'.repeat(n - 1)}.`,
];
const BODY_LENGTH = 20_000;
/** URLs stay under Node's header limit. */
const URL_LENGTH = 2_000;

export type SweepRequest = { method: string; url: string; field: string; payload?: unknown };
export type SweepAnswer = SweepRequest & { status: number; ms: number; healthMs: number };

const isString = (schema: JsonSchema | undefined) =>
  schema !== undefined &&
  (schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'))) &&
  schema.enum === undefined &&
  schema.format === undefined;

/** The spaces attack (the deck import's) and one other, rotating across fields. */
function valuesFor(schema: JsonSchema, index: number, cap: number): string[] {
  const length = Math.max(3, Math.min(schema.maxLength ?? cap, cap));
  const makers = [PATHOLOGICAL[0], PATHOLOGICAL[1 + (index % (PATHOLOGICAL.length - 1))]];
  return makers.map((make) => (make as (n: number) => string)(length).slice(0, length));
}

/** One request per string field of the operation (path, query, top-level JSON body). */
export function sweepRequests(operation: FuzzOperation, seed: number): SweepRequest[] {
  const rng = createRng(seed);
  const plainPath = (override?: [string, string]) =>
    operation.pathParams.reduce(
      (path, name) =>
        path.replace(`{${name}}`, encodeURIComponent(override?.[0] === name ? override[1] : '1')),
      operation.path,
    );
  const plainQuery = () =>
    Object.fromEntries(
      operation.query
        .filter((param) => param.required)
        .map((param) => [param.name, String(plausible(param.schema, rng))]),
    );
  const body = operation.body
    ? (plausible(operation.body, rng) as Record<string, unknown>)
    : undefined;
  const withQuery = (path: string, query: Record<string, string>) => {
    const search = new URLSearchParams(query).toString();
    return search ? `${path}?${search}` : path;
  };
  const requests: SweepRequest[] = [];
  let index = seed;
  for (const name of operation.pathParams) {
    for (const value of valuesFor({}, index++, 200)) {
      requests.push({
        method: operation.method,
        url: withQuery(plainPath([name, value]), plainQuery()),
        field: `path ${name}`,
        payload: body,
      });
    }
  }
  for (const param of operation.query.filter((candidate) => isString(candidate.schema))) {
    for (const value of valuesFor(param.schema, index++, URL_LENGTH)) {
      requests.push({
        method: operation.method,
        url: withQuery(plainPath(), { ...plainQuery(), [param.name]: value }),
        field: `query ${param.name}`,
        payload: body,
      });
    }
  }
  for (const [name, schema] of Object.entries(operation.body?.properties ?? {})) {
    if (!isString(schema)) {
      continue;
    }
    for (const value of valuesFor(schema, index++, BODY_LENGTH)) {
      requests.push({
        method: operation.method,
        url: withQuery(plainPath(), plainQuery()),
        field: `body ${name}`,
        payload: { ...body, [name]: value },
      });
    }
  }
  return requests;
}

/**
 * Sends every sweep request as a fresh verified admin member (some routes sign out or delete the
 * account), each beside a health check, and times both.
 */
export async function runSweep(app: App): Promise<SweepAnswer[]> {
  const doc = (await app.inject({ url: '/api/docs' })).json() as OpenApiDocument;
  const operations = listOperations(doc).filter((operation) => !operation.multipart);
  const answers: SweepAnswer[] = [];
  for (const [seed, operation] of operations.entries()) {
    const requests = sweepRequests(operation, seed);
    if (requests.length === 0) {
      continue;
    }
    const { headers } = await createTestUser(app, { role: 'admin', tier: 3 });
    for (const request of requests) {
      const started = performance.now();
      const health = (async () => {
        // Sent once the route's request is under way, so it queues behind any blocking work.
        await new Promise((resolve) => setImmediate(resolve));
        const healthStarted = performance.now();
        await app.inject({ url: '/api/health' });
        return performance.now() - healthStarted;
      })();
      const response = await app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: { ...headers, 'content-type': 'application/json' },
        ...(request.payload !== undefined && request.method !== 'GET'
          ? { payload: JSON.stringify(request.payload) }
          : {}),
      });
      const ms = performance.now() - started;
      answers.push({ ...request, status: response.statusCode, ms, healthMs: await health });
    }
  }
  return answers;
}
