import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Runs a `*.fixture.ts` script in its own process (its log goes to its stdout, which a test
 * cannot read in-process): its stdout, and the JSON line it wrote last on stderr.
 */
export async function runFixture<T>(
  file: string,
  args: string[] = [],
): Promise<{ stdout: string; report: T }> {
  const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', file, ...args], {
    env: { ...process.env },
    maxBuffer: 20 * 1024 * 1024,
  });
  return { stdout, report: JSON.parse(stderr.trim().split('\n').at(-1) ?? '{}') as T };
}
