import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthClient } from '../src/server/auth/test/auth-test-client.ts';
import { createTestApp, type TestApp } from '../src/server/test/test-app.ts';

const run = promisify(execFile);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createAuthClient(t.app).signUp('bruno@indigo.league', 'machamp12');
});
afterAll(async () => t.close());

const grant = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'scripts/admin-grant.ts', ...args], {
    env: { ...process.env, DATABASE_URL: t.databaseUrl },
  }).then(
    (out) => ({ code: 0, ...out }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );

describe('npm run admin:grant', () => {
  it('refuses an unverified account, then makes the verified account an admin', async () => {
    const client = new pg.Client({ connectionString: t.databaseUrl });
    await client.connect();
    const role = async () =>
      (await client.query("select role from users where email = 'bruno@indigo.league'")).rows[0]
        .role;
    const refused = await grant('--', 'bruno@indigo.league');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('has not verified its e-mail address');
    expect(await role()).toBe('user');
    await client.query(
      "update users set email_verified_at = now() where email = 'bruno@indigo.league'",
    );
    const result = await grant('--', 'Bruno@Indigo.League');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('is now an admin');
    expect(await role()).toBe('admin');
    await client.end();
  });

  it('fails clearly for an unknown e-mail and without an argument', async () => {
    const unknown = await grant('nobody@indigo.league');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No account with the e-mail');
    const usage = await grant();
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage');
  });
});
