import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveUsers } from '#core/admin/presence.schema.ts';
import { CSRF_COOKIE, CSRF_HEADER } from '#core/http/csrf.ts';
import {
  type AppProcess,
  cookiesOf,
  redisForTest,
  startTwoAppProcesses,
  stopAppProcesses,
  TEST_REDIS_URL,
  testRedisEnv,
} from '../test/app-process.ts';
import { createTestDatabase } from '../test/test-database.ts';

// Presence lives in Redis when REDIS_URL is set: two app processes on one Redis show one list
// of live users, whichever process got each heartbeat and whichever one the admin asks.

const hasRedis = await redisForTest('two-process test');

async function csrfCookie(base: string): Promise<{ cookie: string; token: string }> {
  const res = await fetch(`${base}/api/csrf/restore`);
  const cookie = cookiesOf(res);
  const token = cookie.match(new RegExp(`${CSRF_COOKIE}=([^;]+)`))?.[1] ?? '';
  return { cookie, token };
}

async function heartbeat(base: string, cookie: string, visitorId: string, path: string) {
  const csrf = await csrfCookie(base);
  const res = await fetch(`${base}/api/presence/heartbeat`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: [cookie, csrf.cookie].filter(Boolean).join('; '),
      [CSRF_HEADER]: csrf.token,
    },
    body: JSON.stringify({ visitorId, path }),
  });
  expect(res.status).toBe(204);
}

describe.skipIf(!hasRedis)('live users across two app processes on one Redis', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let first: AppProcess | undefined;
  let second: AppProcess | undefined;
  let adminCookie = '';
  const prefix = `cardfolio-test-${randomUUID()}:`;

  beforeAll(async () => {
    database = await createTestDatabase();
    [first, second] = await startTwoAppProcesses({
      DATABASE_URL: database.url,
      ...testRedisEnv(prefix),
      JOBS_ENABLED: 'false',
      PRESENCE_PUSH_MS: '200',
    });
    const email = `admin-${randomUUID()}@example.com`;
    const signUp = await fetch(`${first.base}/api/auth/signup`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        rid: 'emailpassword',
        'st-auth-mode': 'cookie',
      },
      body: JSON.stringify({
        formFields: [
          { id: 'email', value: email },
          { id: 'password', value: 'indigo-plateau-1' },
        ],
      }),
    });
    adminCookie = cookiesOf(signUp);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query(
      `update users set role = 'admin', email_verified_at = now() where email = $1`,
      [email],
    );
    await client.end();
  }, 120_000);

  afterAll(async () => {
    await stopAppProcesses([first, second]);
    const redis = new Redis(TEST_REDIS_URL);
    await redis.del(`${prefix}presence:entries`, `${prefix}presence:seen`);
    redis.disconnect();
    await database?.drop();
  });

  it('shows one list on both processes', async () => {
    const a = first as AppProcess;
    const b = second as AppProcess;
    await heartbeat(a.base, '', 'visitor-on-first', '/shop');
    await heartbeat(b.base, '', 'visitor-on-second', '/english/sets');
    await heartbeat(b.base, adminCookie, 'admin-tab-0001', '/admin/live-users');

    const lists = await Promise.all(
      [a, b].map(async (server) => {
        const res = await fetch(`${server.base}/api/admin/live-users`, {
          headers: { cookie: adminCookie },
        });
        expect(res.status).toBe(200);
        return (await res.json()) as LiveUsers;
      }),
    );
    const ids = lists.map((list) => list.users.map((user) => user.visitorId).sort());
    expect(ids[0]).toEqual(['admin-tab-0001', 'visitor-on-first', 'visitor-on-second']);
    expect(ids[1]).toEqual(ids[0]);
    expect(lists[0]?.byPage).toEqual(lists[1]?.byPage);
  });
  it('pushes a heartbeat received by one process to a live stream served by the other', async () => {
    const a = first as AppProcess;
    const b = second as AppProcess;
    const controller = new AbortController();
    const res = await fetch(`${a.base}/api/admin/live-users/stream`, {
      headers: { cookie: adminCookie },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = '';
    const waitFor = async (needle: string) => {
      while (!text.includes(needle)) {
        const { value, done } = await reader.read();
        if (done) {
          throw new Error(`stream ended before ${needle}`);
        }
        text += decoder.decode(value, { stream: true });
      }
    };
    await waitFor('event: live-users');
    await heartbeat(b.base, '', 'visitor-late-second', '/memberships');
    await waitFor(
      '"visitorId":"visitor-late-second","userId":null,"email":null,"path":"/memberships"',
    );
    controller.abort();
  });
});
