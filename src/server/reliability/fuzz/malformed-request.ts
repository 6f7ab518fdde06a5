import { BAD_TEXT, badJson, pick, plausible, type Rng } from './fuzz-values.ts';
import type { FuzzOperation, JsonSchema } from './openapi-operations.ts';

export type FuzzRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

function text(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function pathFor(operation: FuzzOperation, rng: Rng, mutate: boolean): string {
  // regex-safety: reads the app's own OpenAPI paths (test tooling), never request input.
  return operation.path.replace(/\{([^}]+)\}/g, () => {
    const value = mutate && rng() < 0.7 ? pick(rng, BAD_TEXT) : pick(rng, ['1', '2', '2026-01']);
    // A bare '%' stays raw now and then: a malformed escape must be a 400 as well.
    return value === '%' && rng() < 0.5 ? '%' : encodeURIComponent(value) || '%20';
  });
}

function queryFor(operation: FuzzOperation, rng: Rng, mutate: boolean): string {
  const pairs: string[] = [];
  for (const { name, required, schema } of operation.query) {
    if (!required && rng() < 0.3) {
      continue;
    }
    const bad = mutate && rng() < 0.6;
    const value = bad ? pick(rng, BAD_TEXT) : text(plausible(schema, rng));
    pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
    if (bad && rng() < 0.2) {
      // Repeated keys arrive as arrays; bracket keys must not become objects that crash.
      pairs.push(`${encodeURIComponent(name)}=2`, `${encodeURIComponent(name)}[x]=1`);
    }
  }
  if (rng() < 0.15) {
    pairs.push(`${pick(rng, ['__proto__[x]', 'constructor', 'unknown'])}=${pick(rng, BAD_TEXT)}`);
  }
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

function mutateObject(body: Record<string, unknown>, schema: JsonSchema, rng: Rng): unknown {
  const keys = Object.keys(schema.properties ?? {});
  if (keys.length === 0 || rng() < 0.2) {
    return badJson(rng);
  }
  const mutated = { ...body };
  for (let i = 0; i < 1 + Math.floor(rng() * 2); i++) {
    const key = pick(rng, keys);
    if (rng() < 0.25) {
      delete mutated[key];
    } else {
      mutated[key] = rng() < 0.5 ? badJson(rng) : pick(rng, BAD_TEXT);
    }
  }
  return mutated;
}

function bodyFor(operation: FuzzOperation, rng: Rng, mutate: boolean) {
  if (operation.multipart) {
    const boundary = 'fuzzboundary';
    const part = pick(rng, [
      '',
      'garbage',
      '--fuzzboundary\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\nnot-a-jpeg\r\n--fuzzboundary--\r\n',
    ]);
    return { type: `multipart/form-data; boundary=${boundary}`, payload: part };
  }
  if (!operation.body && operation.method === 'GET') {
    return undefined;
  }
  const schema = operation.body ?? {};
  const base = plausible(schema, rng);
  const roll = rng();
  if (!mutate) {
    return { type: 'application/json', payload: JSON.stringify(base) };
  }
  if (roll < 0.1) {
    return { type: 'application/json', payload: pick(rng, ['{', '{"a":', 'nul', '\u0000', '[]]']) };
  }
  if (roll < 0.15) {
    return {
      type: pick(rng, ['text/plain', 'application/xml', 'multipart/form-data']),
      payload: 'a=1',
    };
  }
  if (roll < 0.2) {
    return { type: 'application/x-www-form-urlencoded', payload: 'a=1&a=2&b[c]=3' };
  }
  const isObject = typeof base === 'object' && base !== null && !Array.isArray(base);
  const value = isObject
    ? mutateObject(base as Record<string, unknown>, schema, rng)
    : badJson(rng);
  return { type: 'application/json', payload: JSON.stringify(value) ?? 'null' };
}

/** One request for the operation, usually malformed in its path, query or body. */
export function malformedRequest(
  operation: FuzzOperation,
  rng: Rng,
  headers: Record<string, string>,
): FuzzRequest {
  const target = pick(rng, ['path', 'query', 'body', 'all', 'none'] as const);
  const url =
    pathFor(operation, rng, target === 'path' || target === 'all') +
    queryFor(operation, rng, target === 'query' || target === 'all');
  const body = bodyFor(operation, rng, target === 'body' || target === 'all');
  return {
    method: operation.method,
    url,
    headers: body ? { ...headers, 'content-type': body.type } : headers,
    ...(body ? { payload: body.payload } : {}),
  };
}
