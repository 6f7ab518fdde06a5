import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app.ts';
import { makeConfig } from '../config.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { createAdmin, createTestUser, type TestUser } from '../test/users.ts';

// Issue 14 item 8: the admin guard decides on the routed path. A probe route under /api/admin
// that checks nothing itself (as a forgetful route would) must stay closed to a non-admin
// however its path is spelled on the wire. Sent over a real socket, so the raw path reaches
// Fastify's router exactly as written (inject would normalise some of them).
const SECRET = 'admin-only-probe-data';

let app: App;
let dropDatabase: () => Promise<void>;
let port: number;
let user: TestUser;
let admin: TestUser;

beforeAll(async () => {
  const database = await createTestDatabase();
  dropDatabase = database.drop;
  app = await buildApp({
    ...makeConfig({
      LOG_LEVEL: 'silent',
      SEED_DEMO_CATALOG: 'false',
      PAYMENT_PROVIDER: 'test',
      ADMIN_REQUIRES_TOTP: 'false',
    }),
    DATABASE_URL: database.url,
  });
  app.get('/api/admin/guard-probe', async () => ({ secret: SECRET }));
  app.get('/api/admin/guard-probe/:id', async () => ({ secret: SECRET }));
  app.post('/api/admin/guard-probe', async () => ({ secret: SECRET }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
  user = await createTestUser(app);
  admin = await createAdmin(app);
});
afterAll(async () => {
  await app.close();
  await dropDatabase();
});

function send(method: string, rawPath: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, method, path: rawPath, headers },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    request.end(method === 'POST' ? '{}' : undefined);
  });
}

const ODD_PATHS = [
  '/api/admin/guard-probe',
  '/api/admin/guard-probe/',
  '/api/admin/guard-probe/1',
  '/api/admin/guard-probe/1/',
  '/api/admin%2Fguard-probe',
  '/api/admin%2fguard-probe/1',
  '/api%2Fadmin/guard-probe',
  '/API/admin/guard-probe',
  '/api/ADMIN/guard-probe',
  '/Api/Admin/Guard-Probe',
  '//api/admin/guard-probe',
  '/api//admin/guard-probe',
  '/api/admin//guard-probe',
  '/api/./admin/guard-probe',
  '/api/admin/./guard-probe',
  '/api/../api/admin/guard-probe',
  '/api/x/../admin/guard-probe',
  '/api/%2e/admin/guard-probe',
  '/api/%61dmin/guard-probe',
  '/%61pi/admin/guard-probe',
  '/api/admin/guard%2Dprobe',
  '/api/admin/guard-probe%3Fx',
  '/api/admin/guard-probe;x',
  '/api/admin/guard-probe?x=1',
  '/api/admin/guard-probe%00',
  '/api/admin/guard-probe#frag',
  '/api/admin%252Fguard-probe',
  '/api/admin/guard-probe/%2e%2e/guard-probe',
];

describe('the admin guard on odd spellings of an admin path', () => {
  it('lets a verified admin reach the probe (so a closed answer below means the guard)', async () => {
    const res = await send('GET', '/api/admin/guard-probe', admin.headers);
    expect(res.status).toBe(200);
    expect(res.body).toContain(SECRET);
  });

  it.each(ODD_PATHS)('answers 401/403/404 to a signed-in non-admin for GET %s', async (path) => {
    const res = await send('GET', path, user.headers);
    expect([401, 403, 404], `${path}: ${res.status} ${res.body.slice(0, 200)}`).toContain(
      res.status,
    );
    expect(res.body).not.toContain(SECRET);
  });

  it.each(ODD_PATHS)('answers 401/403/404 to a signed-out visitor for GET %s', async (path) => {
    const res = await send('GET', path);
    expect([401, 403, 404], `${path}: ${res.status}`).toContain(res.status);
    expect(res.body).not.toContain(SECRET);
  });

  it.each([
    '/api/admin/guard-probe',
    '/api/%61dmin/guard-probe',
    '//api/admin/guard-probe',
    '/api/./admin/guard-probe',
    '/api/admin/guard-probe/',
  ])('refuses a state-changing call by a non-admin for POST %s', async (path) => {
    const res = await send('POST', path, { ...user.headers, 'content-type': 'application/json' });
    expect([401, 403, 404], `${path}: ${res.status}`).toContain(res.status);
    expect(res.body).not.toContain(SECRET);
  });
});
