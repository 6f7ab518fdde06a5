import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveUsers } from '#core/admin/presence.schema.ts';
import { createTestApp, csrfHeaders, type TestApp } from '../test/test-app.ts';
import { createTestUser, type TestUser } from '../test/users.ts';

// Issue 14: with REDIS_URL set but Redis down, heartbeats must not answer 500; the process
// keeps them in memory until Redis is back. Port 1 on loopback refuses every connection.
let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1', LOG_LEVEL: 'silent' });
  admin = await createTestUser(t.app, { role: 'admin' });
});
afterAll(async () => t.close());

describe('presence while Redis is down', () => {
  it('records heartbeats in this process and lists them to the admin', async () => {
    const beat = await t.app.inject({
      method: 'POST',
      url: '/api/presence/heartbeat',
      headers: csrfHeaders(),
      payload: { visitorId: 'visitor-during-outage', path: '/shop' },
    });
    expect(beat.statusCode).toBe(204);

    const res = await t.app.inject({ url: '/api/admin/live-users', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const body: LiveUsers = res.json();
    expect(body.users.map((user) => [user.visitorId, user.path])).toEqual([
      ['visitor-during-outage', '/shop'],
    ]);
  });
});
