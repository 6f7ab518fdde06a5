import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { AppConfig } from './config.ts';
import type { Db } from './db/client.ts';
import type { Mailer } from './mail/mailer.ts';

/**
 * What services and repositories may use (decision 008): never the Fastify instance.
 * A service names the part it needs, e.g. `Pick<ServerDeps, 'db' | 'config'>`.
 */
export type ServerDeps = {
  db: Db;
  pool: pg.Pool;
  log: FastifyBaseLogger;
  config: AppConfig;
  mailer: Mailer;
};

/** The app's shared deps, for a route module to hand to its services. */
export function serverDeps(app: FastifyInstance): ServerDeps {
  return { db: app.db, pool: app.pool, log: app.log, config: app.config, mailer: app.mailer };
}
