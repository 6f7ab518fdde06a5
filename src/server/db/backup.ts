import { spawn } from 'node:child_process';
import pg from 'pg';

export type BackupTools = { pgDump?: string; pgRestore?: string };

function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'ENOENT'
            ? `${command} was not found: install the PostgreSQL client tools (Debian: postgresql-client) or set PG_DUMP / PG_RESTORE to their path`
            : `${command}: ${error.message}`,
        ),
      ),
    );
    child.once('exit', (code) => {
      if (code === 0) {
        resolve(output);
      } else {
        reject(new Error(`${command} exited with ${code}: ${output.trim()}`));
      }
    });
  });
}

async function serverMajor(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string }>(
      "SELECT current_setting('server_version_num') AS v",
    );
    return Math.floor(Number(rows[0]?.v) / 10_000);
  } finally {
    await client.end();
  }
}

async function toolMajor(command: string): Promise<number> {
  const version = await run(command, ['--version']);
  return Number(/(\d+)(\.\d+)?/.exec(version)?.[1] ?? 0);
}

/**
 * Whether the tool can work with the database's server: pg_dump refuses a server newer than
 * itself. Returns the problem as a sentence, or null.
 */
export async function checkToolVersion(
  command: string,
  databaseUrl: string,
): Promise<string | null> {
  const [tool, server] = await Promise.all([toolMajor(command), serverMajor(databaseUrl)]);
  return tool >= server
    ? null
    : `${command} is PostgreSQL ${tool}, the database is PostgreSQL ${server}: install the PostgreSQL ${server} client tools and point PG_DUMP / PG_RESTORE at them`;
}

/** pg_dump in the custom format (compressed, restorable table by table), without owners. */
export async function backupDatabase(databaseUrl: string, file: string, tools: BackupTools = {}) {
  const command = tools.pgDump ?? 'pg_dump';
  const problem = await checkToolVersion(command, databaseUrl);
  if (problem) {
    throw new Error(problem);
  }
  await run(command, [
    '--format=custom',
    '--no-owner',
    '--no-privileges',
    `--file=${file}`,
    `--dbname=${databaseUrl}`,
  ]);
}

/**
 * pg_restore into the database in one transaction: existing objects are dropped and recreated
 * from the backup, so the database ends exactly as backed up, or unchanged if anything fails.
 */
export async function restoreDatabase(databaseUrl: string, file: string, tools: BackupTools = {}) {
  const command = tools.pgRestore ?? 'pg_restore';
  const problem = await checkToolVersion(command, databaseUrl);
  if (problem) {
    throw new Error(problem);
  }
  await run(command, [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--no-privileges',
    '--single-transaction',
    '--exit-on-error',
    `--dbname=${databaseUrl}`,
    file,
  ]);
}
