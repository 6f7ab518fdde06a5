import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';

const PREFIX = 'cardfolio-';
const SUFFIX = '.dump';

/** cardfolio-2026-11-28T03-30-00-000Z.dump: the names sort by time. */
export function backupFileName(now: Date): string {
  return `${PREFIX}${now.toISOString().replace(/[:.]/g, '-')}${SUFFIX}`;
}

function isBackupFile(name: string): boolean {
  return name.startsWith(PREFIX) && name.endsWith(SUFFIX);
}

/** The backup files in `dir`, newest first (other files are not the job's and are left alone). */
export async function listBackups(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') {
      return [];
    }
    throw error;
  });
  return names.filter(isBackupFile).sort().reverse();
}

/** Deletes all but the newest `keep` backup files; returns the names deleted. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const old = (await listBackups(dir)).slice(keep);
  await Promise.all(old.map((name) => rm(path.join(dir, name), { force: true })));
  return old;
}
