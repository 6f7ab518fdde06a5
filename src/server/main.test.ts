import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { embeddedPasswordFile, resolveClusterDir } from './db/embedded.ts';
import { parseSetCookie } from './test/cookies.ts';

// Starts the real entry point (src/server/main.ts) on its embedded PostgreSQL, like `npm start`.
const ENV_BASE = {
  ...process.env,
  DATABASE_URL: '',
  LOG_LEVEL: 'warn',
  SEED_DEMO_CATALOG: 'false',
};

function freePort(): number {
  return 20000 + Math.floor(Math.random() * 30000);
}

async function startServer(dataDir: string, port: number, pgPort: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...ENV_BASE, DATA_DIR: dataDir, PORT: String(port), EMBEDDED_PG_PORT: String(pgPort) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`server exited early: ${output}`);
    }
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((res) => res.ok)
      .catch(() => false);
    if (ok) {
      return child;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${output}`);
}

function waitForExit(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

async function sendContactMessage(port: number, message: string) {
  const base = `http://127.0.0.1:${port}`;
  const restore = await fetch(`${base}/api/csrf/restore`);
  const { name, value: token } = parseSetCookie(restore.headers.getSetCookie()[0] ?? '');
  const cookie = `${name}=${token}`;
  return fetch(`${base}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': token },
    body: JSON.stringify({ name: 'Erika', email: 'erika@example.com', message }),
  });
}

async function countMessages(pgPort: number, dataDir: string): Promise<number> {
  const pg = await import('pg');
  const passwordFile = embeddedPasswordFile(path.join(dataDir, 'pg'));
  expect(statSync(passwordFile).mode & 0o777).toBe(0o600);
  const password = readFileSync(passwordFile, 'utf8').trim();
  expect(password).not.toBe('cardfolio-local');
  const client = new pg.default.Client({
    connectionString: `postgres://postgres:${password}@127.0.0.1:${pgPort}/postgres`,
  });
  await client.connect();
  const { rows } = await client.query('SELECT count(*)::int AS n FROM contact_messages');
  await client.end();
  return rows[0].n;
}

describe('npm start lifecycle', () => {
  let dataDir = '';
  afterAll(async () => {
    if (dataDir) {
      const clusterParent = path.dirname(resolveClusterDir(path.join(dataDir, 'pg')));
      await rm(dataDir, { recursive: true, force: true });
      await rm(clusterParent, { recursive: true, force: true });
    }
  });

  it('migrates at start, shuts down cleanly on SIGTERM and keeps the data across a restart', async () => {
    // mkdtemp makes a private (0700) folder, like a project cloned under /root.
    dataDir = await mkdtemp(path.join(tmpdir(), 'cardfolio-start-'));
    const [port, pgPort] = [freePort(), freePort()];

    const first = await startServer(dataDir, port, pgPort);
    expect((await sendContactMessage(port, 'Kept across restarts, please')).status).toBe(201);
    first.kill('SIGTERM');
    expect(await waitForExit(first)).toBe(0);
    // The embedded PostgreSQL stopped with the server: its port is free again.
    await expect(countMessages(pgPort, dataDir)).rejects.toThrow();

    const second = await startServer(dataDir, port, pgPort);
    try {
      expect(await countMessages(pgPort, dataDir)).toBe(1);
    } finally {
      second.kill('SIGTERM');
      expect(await waitForExit(second)).toBe(0);
    }
  }, 90_000);
});
