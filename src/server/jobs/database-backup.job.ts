import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import { backupDatabase, checkToolVersion } from '../db/backup.ts';
import { backupFileName, pruneBackups } from '../db/backup-files.ts';

export const DATABASE_BACKUP_QUEUE = 'database-backup';

export type DatabaseBackup = {
  databaseUrl: string;
  /** Cron expression (UTC); undefined: no scheduled backups. */
  schedule: string | undefined;
  dir: string;
  keep: number;
  pgDump?: string | undefined;
};

export type BackupResult = { file: string; bytes: number; deleted: string[]; ms: number };

/**
 * One backup: pg_dump into `<name>.partial`, renamed when complete, so a failed dump never
 * counts as a backup nor pushes a good one out; then all but the newest `keep` are deleted.
 */
export async function runDatabaseBackup(
  backup: DatabaseBackup,
  log: FastifyBaseLogger,
  now = new Date(),
): Promise<BackupResult> {
  const started = Date.now();
  await mkdir(backup.dir, { recursive: true });
  const file = path.resolve(backup.dir, backupFileName(now));
  const partial = `${file}.partial`;
  try {
    await backupDatabase(backup.databaseUrl, partial, { pgDump: backup.pgDump });
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    log.error({ err: error, dir: backup.dir }, 'database backup failed');
    throw error;
  }
  const { size } = await stat(file);
  const deleted = await pruneBackups(backup.dir, backup.keep);
  const result = { file, bytes: size, deleted, ms: Date.now() - started };
  log.info(result, 'database backup done');
  return result;
}

/**
 * Schedules the backup when a schedule is set and pg_dump can serve the server: a missing or
 * too old pg_dump is said once at start (the operator installs it and restarts) instead of a
 * failure every night. The stately queue runs one backup at a time across app processes.
 */
export async function startDatabaseBackups(
  boss: PgBoss,
  backup: DatabaseBackup,
  log: FastifyBaseLogger,
  pollingIntervalSeconds = 10,
): Promise<void> {
  if (!backup.schedule) {
    await boss.unschedule(DATABASE_BACKUP_QUEUE).catch(() => undefined);
    return;
  }
  const command = backup.pgDump ?? 'pg_dump';
  const problem = await checkToolVersion(command, backup.databaseUrl).catch(
    (error: Error) => error.message,
  );
  if (problem) {
    log.error({ problem }, 'database backups are scheduled but cannot run: not scheduled');
    return;
  }
  await boss.createQueue(DATABASE_BACKUP_QUEUE, {
    name: DATABASE_BACKUP_QUEUE,
    policy: 'stately',
    retryLimit: 2,
    retryDelay: 600,
    expireInSeconds: 60 * 60,
  });
  await boss.schedule(DATABASE_BACKUP_QUEUE, backup.schedule, {}, { tz: 'UTC' });
  await boss.work(DATABASE_BACKUP_QUEUE, { pollingIntervalSeconds }, async () => {
    await runDatabaseBackup(backup, log);
  });
  log.info(
    { queue: DATABASE_BACKUP_QUEUE, cron: backup.schedule, dir: backup.dir, keep: backup.keep },
    'database backups scheduled',
  );
}
