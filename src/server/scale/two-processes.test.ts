import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AppProcess,
  cookiesOf,
  redisForTest,
  startTwoAppProcesses,
  stopAppProcesses,
  testRedisEnv,
} from '../test/app-process.ts';
import { createTestDatabase } from '../test/test-database.ts';

// Architecture section 4: app processes hold no state of their own. Two real app processes
// share one PostgreSQL database and one Redis; sessions and rate limits must span both.

const hasRedis = await redisForTest('two-process test');

const AUTH_HEADERS = {
  'content-type': 'application/json',
  rid: 'emailpassword',
  'fdi-version': '4.2',
  'st-auth-mode': 'cookie',
};

function signIn(base: string, email: string, password: string) {
  return fetch(`${base}/api/auth/signin`, {
    method: 'POST',
    headers: AUTH_HEADERS,
    body: JSON.stringify({
      formFields: [
        { id: 'email', value: email },
        { id: 'password', value: password },
      ],
    }),
  });
}

describe.skipIf(!hasRedis)('two app processes behind one database and one Redis', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let first: AppProcess | undefined;
  let second: AppProcess | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    [first, second] = await startTwoAppProcesses({
      DATABASE_URL: database.url,
      ...testRedisEnv(),
      AUTH_RATE_LIMIT_PER_EMAIL: '4',
    });
  }, 120_000);

  afterAll(async () => {
    await stopAppProcesses([first, second]);
    await database?.drop();
  });

  it('counts sign-in attempts for one e-mail across both processes', async () => {
    const servers = [first as AppProcess, second as AppProcess];
    const statuses: string[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const server = servers[attempt % 2] as AppProcess;
      const res = await signIn(server.base, 'misty@example.com', 'wrong-password-1');
      const body = (await res.json()) as { status: string };
      statuses.push(body.status);
    }
    // Each process saw only 3 attempts, under the limit of 4: only a shared counter blocks.
    expect(statuses.slice(0, 4)).toEqual(Array(4).fill('WRONG_CREDENTIALS_ERROR'));
    expect(statuses.slice(4)).toEqual(['GENERAL_ERROR', 'GENERAL_ERROR']);
  });

  it('accepts a session created by one process on the other', async () => {
    const a = first as AppProcess;
    const b = second as AppProcess;
    const email = `brock-${randomUUID()}@example.com`;
    const signUp = await fetch(`${a.base}/api/auth/signup`, {
      method: 'POST',
      headers: AUTH_HEADERS,
      body: JSON.stringify({
        formFields: [
          { id: 'email', value: email },
          { id: 'password', value: 'pewter-city-1' },
        ],
      }),
    });
    expect(((await signUp.json()) as { status: string }).status).toBe('OK');
    const cookie = cookiesOf(signUp);
    const me = await fetch(`${b.base}/api/session/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(JSON.stringify(await me.json())).toContain(email);
  });
});
