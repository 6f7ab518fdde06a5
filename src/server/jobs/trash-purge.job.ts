import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type PgBoss from 'pg-boss';
import { purgeTrash } from '../collection/history/trash.service.ts';

export const TRASH_PURGE_QUEUE = 'trash-purge';
/** Daily at 03:30 UTC: trash entries older than 30 days are deleted for good (ADR 074). */
export const TRASH_PURGE_CRON = '30 3 * * *';

/** The trash purge as a cron job: once per day across all app processes (pg-boss schedule). */
export async function startTrashPurge(
  boss: PgBoss,
  pool: pg.Pool,
  log: FastifyBaseLogger,
  pollingIntervalSeconds = 10,
): Promise<void> {
  await boss.createQueue(TRASH_PURGE_QUEUE, {
    name: TRASH_PURGE_QUEUE,
    policy: 'stately',
    retryLimit: 3,
    expireInSeconds: 10 * 60,
  });
  await boss.schedule(TRASH_PURGE_QUEUE, TRASH_PURGE_CRON, {}, { tz: 'UTC' });
  await boss.work(TRASH_PURGE_QUEUE, { pollingIntervalSeconds }, async () => {
    const purged = await purgeTrash(pool, new Date());
    log.info({ purged }, 'trash purged');
  });
}
