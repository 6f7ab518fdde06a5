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

/** A real app process (src/server/main.ts) on a random port, once /api/health answers. */
export async function startAppProcess(env: Record<string, string>): Promise<AppProcess> {
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

export async function stopAppProcess(server: AppProcess | undefined) {
  if (!server || server.child.exitCode !== null) {
    return;
  }
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

/** The `name=value` pairs of a response's Set-Cookie headers, as one Cookie header. */
export function cookiesOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}
