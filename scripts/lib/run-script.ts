import { openAppDatabase } from '#server/catalog/catalog-database.ts';
import { loadConfig } from '#server/config.ts';
import { createDb, type Db } from '#server/db/client.ts';

type AppDatabase = Awaited<ReturnType<typeof openAppDatabase>>;

/**
 * Runs a command-line script's main and exits with the code it returns. A thrown error is
 * printed (after `failed`, e.g. "catalog import failed: ...") and exits with `errorCode`.
 */
export function runScript(
  main: () => Promise<number>,
  options: { failed?: string; errorCode?: number } = {},
): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      console.error(options.failed ? `${options.failed}: ${message}` : message);
      process.exit(options.errorCode ?? 1);
    },
  );
}

/** Where a script writes, for its first line of output. */
export const describeDatabase = (database: AppDatabase) =>
  database.embedded ? 'embedded PostgreSQL' : 'DATABASE_URL';

/**
 * The app's database (DATABASE_URL, else the embedded one; migrated) with a pool of `max`
 * connections for `work`; the pool and the embedded database are closed after it.
 */
export async function withAppDb<T>(
  work: (db: { db: Db; pool: Db['$client'] }, database: AppDatabase) => Promise<T>,
  max = 4,
): Promise<T> {
  const database = await openAppDatabase(loadConfig());
  const { db, pool } = createDb(database.url, { max });
  try {
    return await work({ db, pool }, database);
  } finally {
    await pool.end();
    await database.close();
  }
}
