import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

describe('logging', () => {
  it('never writes a password, token, hash or cookie to the log', async () => {
    const { stdout, stderr } = await run(
      'npx',
      ['tsx', 'src/server/auth/test/log-capture.fixture.ts'],
      {
        env: { ...process.env },
        maxBuffer: 20 * 1024 * 1024,
      },
    );
    const lines = stdout.split('\n').filter(Boolean);
    expect(lines.length).toBeGreaterThan(10);
    const { secrets } = JSON.parse(stderr.trim().split('\n').at(-1) ?? '{}') as {
      secrets: string[];
    };
    expect(secrets.length).toBeGreaterThanOrEqual(7);
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(8);
      expect(stdout).not.toContain(secret);
    }
    expect(stdout).not.toContain('$argon2');
    expect(stdout).not.toMatch(/sAccessToken=|sRefreshToken=/);
  }, 60_000);
});
