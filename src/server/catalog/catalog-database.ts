import path from 'node:path';
import type { Config } from '../config.ts';
import { startEmbeddedPostgres } from '../db/embedded.ts';
import { runMigrations } from '../db/migrate.ts';

/**
 * The database the app would use: DATABASE_URL, else the embedded PostgreSQL under DATA_DIR
 * (started here and stopped by close()). Migrated either way. For command-line tools.
 */
export async function openAppDatabase(
  config: Config,
): Promise<{ url: string; embedded: boolean; close: () => Promise<void> }> {
  if (config.DATABASE_URL) {
    await runMigrations(config.DATABASE_URL);
    return { url: config.DATABASE_URL, embedded: false, close: async () => {} };
  }
  const database = await startEmbeddedPostgres({
    dataDir: path.join(config.DATA_DIR, 'pg'),
    port: config.EMBEDDED_PG_PORT,
  });
  await runMigrations(database.url);
  return { url: database.url, embedded: true, close: database.stop };
}
