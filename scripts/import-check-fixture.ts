import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach } from 'vitest';

const run = promisify(execFile);

export type CheckRun = { code: number; stdout: string; stderr: string };

/**
 * A scratch repository for one test of an import-check script (removed after each test), and a
 * run of the script on it (or on another root, such as '.' for this repository).
 */
export function importCheckFixture(script: string) {
  let root = '';
  afterEach(() => {
    if (root) {
      rmSync(root, { recursive: true, force: true });
      root = '';
    }
  });
  return {
    /** Writes `text` at `path` in this test's scratch repository (made on first use). */
    write(path: string, text: string) {
      root ||= mkdtempSync(join(tmpdir(), 'import-check-'));
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    },
    /** Runs the script on the scratch repository, or on `on`. */
    check(on?: string): Promise<CheckRun> {
      return run('node', [script, on ?? root]).then(
        (out) => ({ code: 0, ...out }),
        (error: CheckRun) => error,
      );
    },
  };
}
