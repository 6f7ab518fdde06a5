import { describe, expect, it } from 'vitest';
import { runFixture } from '../../test/run-fixture.ts';

describe('logging', () => {
  it('never writes a password, token, hash or cookie to the log', async () => {
    const { stdout, report } = await runFixture<{ secrets: string[] }>(
      'src/server/auth/test/log-capture.fixture.ts',
    );
    const lines = stdout.split('\n').filter(Boolean);
    expect(lines.length).toBeGreaterThan(10);
    const { secrets } = report;
    expect(secrets.length).toBeGreaterThanOrEqual(7);
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(8);
      expect(stdout).not.toContain(secret);
    }
    expect(stdout).not.toContain('$argon2');
    expect(stdout).not.toMatch(/sAccessToken=|sRefreshToken=/);
  }, 60_000);
});
