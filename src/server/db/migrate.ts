import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { findProjectRoot } from './project-root.ts';

// Any fixed number works: it only has to be the same in every app process.
const MIGRATION_LOCK_ID = 7_520_001;

/** Applies the committed migrations; an advisory lock lets several processes start at once. */
export async function runMigrations(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('SET client_min_messages TO warning');
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    const db = drizzle({ client, casing: 'snake_case' });
    await migrate(db, { migrationsFolder: path.join(findProjectRoot(), 'drizzle') });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    await client.end();
  }
}
