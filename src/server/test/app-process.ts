import { type ChildProcess, spawn } from 'node:child_process';
import { Socket } from 'node:net';

export const REDIS_HOST = '127.0.0.1';
export const REDIS_PORT = 6379;

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

export type AppProcess = { child: ChildProcess; base: string; output: () => string };

/** Spawns `src/server/main.ts` (the real entry point) and waits until /api/health answers. */
export async function startAppProcess(env: Record<string, string>): Promise<AppProcess> {
  const port = 20000 + Math.floor(Math.random() * 30000);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
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

export { cookiesOf } from './cookies.ts';
