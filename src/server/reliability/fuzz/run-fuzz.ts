import type { App } from '../../app.ts';
import { createShopUser } from '../../test/shop-users.ts';
import { csrfHeaders } from '../../test/test-app.ts';
import { createRng } from './fuzz-values.ts';
import { type FuzzRequest, malformedRequest } from './malformed-request.ts';
import { listOperations, type OpenApiDocument } from './openapi-operations.ts';

export type FuzzFailure = { as: string; request: FuzzRequest; status: number; body: string };
export type FuzzResult = {
  operations: number;
  requests: number;
  byStatus: Record<number, number>;
  failures: FuzzFailure[];
};

type Identity = { as: string; headers: () => Promise<Record<string, string>> };

/** Signed out, and signed in as a user, a member and an admin (fresh ones per operation, since
 * some operations sign out or delete the account). */
function identities(app: App): Identity[] {
  const signedIn = (as: string, options: Parameters<typeof createShopUser>[1]) => ({
    as,
    headers: async () => (await createShopUser(app, options)).headers,
  });
  return [
    { as: 'signed out', headers: async () => csrfHeaders() },
    signedIn('user', {}),
    signedIn('member', { tier: 2 }),
    signedIn('admin', { role: 'admin', tier: 3 }),
  ];
}

/**
 * Sends `perOperation` malformed requests to every operation of the app's OpenAPI document for
 * each identity, and collects every answer of 500 or above.
 */
export async function fuzzApp(
  app: App,
  options: { perOperation: number; seed: number },
): Promise<FuzzResult> {
  const doc = (await app.inject({ url: '/api/docs' })).json() as OpenApiDocument;
  const operations = listOperations(doc);
  const rng = createRng(options.seed);
  const result: FuzzResult = {
    operations: operations.length,
    requests: 0,
    byStatus: {},
    failures: [],
  };
  for (const operation of operations) {
    for (const identity of identities(app)) {
      const headers = await identity.headers();
      for (let i = 0; i < options.perOperation; i++) {
        const request = malformedRequest(operation, rng, headers);
        const response = await app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: request.headers,
          ...(request.payload !== undefined ? { payload: request.payload } : {}),
        });
        result.requests++;
        result.byStatus[response.statusCode] = (result.byStatus[response.statusCode] ?? 0) + 1;
        if (response.statusCode >= 500) {
          result.failures.push({
            as: identity.as,
            request: {
              method: request.method,
              url: request.url.slice(0, 300),
              headers: { 'content-type': request.headers['content-type'] ?? '' },
              payload: String(request.payload ?? '').slice(0, 300),
            },
            status: response.statusCode,
            body: response.body.slice(0, 300),
          });
        }
      }
    }
  }
  return result;
}
