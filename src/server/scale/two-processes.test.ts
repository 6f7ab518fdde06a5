import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database.ts';

// Architecture section 4: app processes hold no state of their own. Two real app processes
// share one PostgreSQL database and one Redis; sessions and rate limits must span both.

const REDIS_HOST = '127.0.0.1';
const REDIS_PORT = 6379;

function redisReachable(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.setTimeout(500);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.connect(REDIS_PORT, REDIS_HOST);
  });
}

const hasRedis = await redisReachable();
if (!hasRedis && process.env.CI) {
  throw new Error(`CI needs Redis at ${REDIS_HOST}:${REDIS_PORT} for the two-process test`);
}

type Server = { child: ChildProcess; base: string; output: () => string };

async function startProcess(env: Record<string, string>): Promise<Server> {
  const port = 20000 + Math.floor(Math.random() * 30000);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`server exited early: ${output}`);
    }
    const ok = await fetch(`${base}/api/health`)
      .then((res) => res.ok)
      .catch(() => false);
    if (ok) {
      return { child, base, output: () => output };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${output}`);
}

async function stopProcess(server: Server | undefined) {
  if (!server || server.child.exitCode !== null) {
    return;
  }
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

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
  let first: Server | undefined;
  let second: Server | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: `redis://${REDIS_HOST}:${REDIS_PORT}`,
      REDIS_KEY_PREFIX: `cardfolio-test-${randomUUID()}:`,
      AUTH_RATE_LIMIT_PER_EMAIL: '4',
      LOG_LEVEL: 'warn',
      SEED_DEMO_CATALOG: 'false',
      SEED_DEMO_SHOP: 'false',
    };
    [first, second] = await Promise.all([startProcess(env), startProcess(env)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([stopProcess(first), stopProcess(second)]);
    await database?.drop();
  });

  it('counts sign-in attempts for one e-mail across both processes', async () => {
    const servers = [first as Server, second as Server];
    const statuses: string[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const server = servers[attempt % 2] as Server;
      const res = await signIn(server.base, 'misty@example.com', 'wrong-password-1');
      const body = (await res.json()) as { status: string };
      statuses.push(body.status);
    }
    // Each process saw only 3 attempts, under the limit of 4: only a shared counter blocks.
    expect(statuses.slice(0, 4)).toEqual(Array(4).fill('WRONG_CREDENTIALS_ERROR'));
    expect(statuses.slice(4)).toEqual(['GENERAL_ERROR', 'GENERAL_ERROR']);
  });

  it('accepts a session created by one process on the other', async () => {
    const a = first as Server;
    const b = second as Server;
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
    const cookie = signUp.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const me = await fetch(`${b.base}/api/session/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(JSON.stringify(await me.json())).toContain(email);
  });
});
