import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addItem, call, createCollectionTestApp } from '../collection/collection-test-kit.ts';
import { checkToolVersion } from '../db/backup.ts';
import { backupFileName, listBackups, pruneBackups } from '../db/backup-files.ts';
import { tableFingerprints } from '../db/backup-fingerprints.ts';
import { runScript, waitUntil } from '../test/kill-nine-kit.ts';
import type { TestApp } from '../test/test-app.ts';
import { getTestDatabaseEnv, withDatabase } from '../test/test-database.ts';
import { createTestUser } from '../test/users.ts';
import {
  DATABASE_BACKUP_QUEUE,
  type DatabaseBackup,
  runDatabaseBackup,
  startDatabaseBackups,
} from './database-backup.job.ts';

// Issue 34: the scheduled backup with retention, and a restore drill into a fresh database.
let t: TestApp;
let dir: string;
let toolProblem: string | null;
const boss: PgBoss[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'cardfolio-backup-job-'));
  t = await createCollectionTestApp();
  // Debian's pg_dump 15 refuses the embedded PostgreSQL 18: the drill runs on the :5432 pass.
  toolProblem = await checkToolVersion('pg_dump', t.databaseUrl).catch((e: Error) => e.message);
  const ash = await createTestUser(t.app);
  const binder = await call(t, ash, 'POST', '/api/binders', { name: 'Kanto' });
  expect(binder.status).toBe(201);
  await addItem(t, ash, { product_id: 'base1-4', notes: "Ash's first, 'quoted' | piped" });
  await addItem(t, ash, { product_id: 'base1-2', quantity: 3, binder_id: binder.body.id });
});
afterAll(async () => {
  await Promise.all(boss.map((b) => b.stop({ graceful: false, wait: true })));
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

function backupOptions(sub: string, keep: number, pgDump?: string): DatabaseBackup {
  return {
    databaseUrl: t.databaseUrl,
    schedule: '30 3 * * *',
    dir: path.join(dir, sub),
    keep,
    pgDump,
  };
}

async function createEmptyDatabase() {
  const { adminUrl } = getTestDatabaseEnv();
  const name = `cf_restore_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return {
    url: withDatabase(adminUrl, name),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

describe('backup files', () => {
  it('keeps the newest N backups and leaves files that are not backups alone', async () => {
    const files = path.join(dir, 'prune');
    await mkdir(files, { recursive: true });
    const names = [0, 1, 2, 3].map((day) => backupFileName(new Date(Date.UTC(2026, 0, day + 1))));
    for (const name of [...names, 'notes.txt', 'cardfolio-manual.sql']) {
      await writeFile(path.join(files, name), 'x');
    }
    expect(await pruneBackups(files, 2)).toEqual([names[1], names[0]]);
    expect((await readdir(files)).sort()).toEqual(
      ['cardfolio-manual.sql', 'notes.txt', names[2], names[3]].sort(),
    );
    expect(await listBackups(path.join(dir, 'never-made'))).toEqual([]);
  });
});

describe('the backup job without pg_dump', () => {
  it('refuses clearly, writes nothing and keeps the older backups', async () => {
    const options = backupOptions('missing-tool', 1, '/nonexistent/pg_dump');
    await mkdir(options.dir, { recursive: true });
    const older = backupFileName(new Date(Date.UTC(2026, 0, 1)));
    await writeFile(path.join(options.dir, older), 'older backup');
    await expect(runDatabaseBackup(options, t.app.log)).rejects.toThrow(
      '/nonexistent/pg_dump was not found: install the PostgreSQL client tools',
    );
    expect(await readdir(options.dir)).toEqual([older]);
  });

  it('is not scheduled, and says why, when pg_dump cannot serve', async () => {
    const queue = new PgBoss({ connectionString: t.databaseUrl, max: 1 });
    boss.push(queue);
    await queue.start();
    const said: unknown[] = [];
    const log = Object.assign(Object.create(t.app.log), {
      error: (details: unknown) => said.push(details),
    });
    await startDatabaseBackups(queue, backupOptions('unscheduled', 2, '/nonexistent/pg_dump'), log);
    expect(await queue.getSchedules()).toEqual([]);
    expect(JSON.stringify(said)).toContain('was not found');
  });
});

describe('the scheduled backup and the restore drill', () => {
  it('runs from its queue, keeps the newest two and restores exactly into a fresh database', {
    timeout: 180_000,
  }, async (context) => {
    if (toolProblem) {
      context.skip(toolProblem);
    }
    const options = backupOptions('drill', 2);
    const queue = new PgBoss({ connectionString: t.databaseUrl, max: 2 });
    boss.push(queue);
    await queue.start();
    await startDatabaseBackups(queue, options, t.app.log, 0.5);
    const schedules = await queue.getSchedules();
    expect(schedules.map((s) => [s.name, s.cron, s.options?.tz])).toEqual([
      [DATABASE_BACKUP_QUEUE, '30 3 * * *', 'UTC'],
    ]);

    // The scheduled worker: a job in its queue writes a backup.
    await queue.send(DATABASE_BACKUP_QUEUE, {});
    expect(await waitUntil(async () => (await listBackups(options.dir)).length === 1)).toBe(true);
    // Turned off again (BACKUP_SCHEDULE=off and a restart): the schedule is gone.
    await startDatabaseBackups(queue, { ...options, schedule: undefined }, t.app.log);
    expect(await queue.getSchedules()).toEqual([]);
    await queue.stop({ graceful: true, wait: true });

    const before = await tableFingerprints(t.databaseUrl);
    expect(before['public.user_products']?.rows).toBe(2);
    expect(before['public.binders']?.rows).toBe(1);
    // Two more runs (a second apart in name) with keep 2: the first backup is deleted.
    const first = (await listBackups(options.dir))[0];
    const second = await runDatabaseBackup(options, t.app.log, new Date(Date.now() + 1000));
    const third = await runDatabaseBackup(options, t.app.log, new Date(Date.now() + 2000));
    expect(third.deleted).toEqual([first]);
    expect(await listBackups(options.dir)).toEqual([
      path.basename(third.file),
      path.basename(second.file),
    ]);
    expect((await stat(third.file)).size).toBe(third.bytes);
    expect(third.bytes).toBeGreaterThan(1000);

    const fresh = await createEmptyDatabase();
    try {
      const restore = runScript('db-restore', [third.file], fresh.url);
      expect(await restore.exited, restore.output()).toBe(0);
      const after = await tableFingerprints(fresh.url);
      expect(Object.keys(after).length).toBeGreaterThan(20);
      expect(after).toEqual(before);
    } finally {
      await fresh.drop();
    }
  });
});
