import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { Socket } from 'node:net';

export const REDIS_HOST = '127.0.0.1';
export const REDIS_PORT = 6379;
export const TEST_REDIS_URL = `redis://${REDIS_HOST}:${REDIS_PORT}`;

export function redisReachable(): Promise<boolean> {
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

/**
 * Whether Redis answers, for a test file that skips without it; CI has Redis, so there its
 * absence fails the file instead of skipping `what`.
 */
export async function redisForTest(what: string): Promise<boolean> {
  const reachable = await redisReachable();
  if (!reachable && process.env.CI) {
    throw new Error(`CI needs Redis at ${REDIS_HOST}:${REDIS_PORT} for the ${what}`);
  }
  return reachable;
}

/** The env that puts app processes on the test Redis, under a key prefix of their own. */
export function testRedisEnv(prefix = `cardfolio-test-${randomUUID()}:`) {
  return { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix };
}

export type AppProcess = { child: ChildProcess; base: string; output: () => string };

/** Spawns `src/server/main.ts` (the real entry point) and waits until /api/health answers. */
export async function startAppProcess(env: Record<string, string>): Promise<AppProcess> {
  const port = 20000 + Math.floor(Math.random() * 30000);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    // Admin test accounts have no authenticator app (decision 064).
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      ADMIN_REQUIRES_TOTP: 'false',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const append = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
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

/** Two app processes on one env (quiet logs and no demo seeds unless `env` says otherwise). */
export function startTwoAppProcesses(
  env: Record<string, string>,
): Promise<[AppProcess, AppProcess]> {
  const full = { LOG_LEVEL: 'warn', SEED_DEMO_CATALOG: 'false', SEED_DEMO_SHOP: 'false', ...env };
  return Promise.all([startAppProcess(full), startAppProcess(full)]);
}

/** SIGKILL: no shutdown hook runs, open transactions are cut off mid-way. */
export async function killHard(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return;
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

export async function stopAppProcess(app: AppProcess | undefined): Promise<void> {
  if (!app || app.child.exitCode !== null || app.child.signalCode !== null) {
    return;
  }
  const exited = new Promise((resolve) => app.child.once('exit', resolve));
  app.child.kill('SIGTERM');
  await exited;
}

export async function stopAppProcesses(apps: (AppProcess | undefined)[]): Promise<void> {
  await Promise.all(apps.map(stopAppProcess));
}

export { cookiesOf } from './cookies.ts';
