import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Db = ReturnType<typeof createDb>['db'];

type Options = { max?: number; onIdleClientError?: (error: Error) => void };

export function createDb(databaseUrl: string, options: Options = {}) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: options.max ?? 10 });
  // An idle client whose connection the server ends (restart, DROP DATABASE ... FORCE) emits
  // 'error' on the pool; unhandled, that would crash the process. The pool replaces the client.
  pool.on('error', (error) => options.onIdleClientError?.(error));
  const db = drizzle({ client: pool, schema, casing: 'snake_case' });
  return { db, pool };
}
