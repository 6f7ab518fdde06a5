import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { normaliseRoute, parseRouteTree } from './registered-routes.ts';

// Issue 14: the OpenAPI document lists every endpoint, so the whole API can be fuzzed from it.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ ORDER_SWEEP_SECONDS: '0' });
});
afterAll(async () => {
  await t.close();
});

/** The document itself is not listed in itself. */
const NOT_API = ['GET /api/docs'];

describe('the OpenAPI document', () => {
  it('lists every registered /api endpoint with tags and a summary', async () => {
    const doc = (await t.app.inject({ url: '/api/docs' })).json() as {
      paths: Record<string, Record<string, { tags?: string[]; summary?: string }>>;
    };
    const listed = new Set<string>();
    const undescribed: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        listed.add(normaliseRoute(`${method.toUpperCase()} ${path}`));
        if (!operation.tags?.length || !operation.summary) {
          undescribed.push(`${method.toUpperCase()} ${path}`);
        }
      }
    }
    const registered = parseRouteTree(t.app.printRoutes({ commonPrefix: false }))
      .filter((route) => !route.startsWith('HEAD '))
      .map(normaliseRoute);
    expect(registered.length).toBeGreaterThan(90);
    expect(registered).toContain('POST /api/scan/identify');
    // The built web app's files (one static route each when dist/web exists) are not the API.
    const missing = registered.filter(
      (route) => /^\w+ \/api\//.test(route) && !listed.has(route) && !NOT_API.includes(route),
    );
    expect([...new Set(missing)]).toEqual([]);
    expect(undescribed).toEqual([]);
  });
});
