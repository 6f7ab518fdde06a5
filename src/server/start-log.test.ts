import { describe, expect, it } from 'vitest';
import { runFixture } from './test/run-fixture.ts';

type Report = { address: string };
type LogEntry = { level: number; msg: string; url?: string; adminCommand?: string };

describe('the start-up log', () => {
  it('is JSON lines when pretty logs are off, the start block one entry with fields', async () => {
    const { stdout, report } = await runFixture<Report>('src/server/start-log.fixture.ts', [
      'json',
    ]);
    const lines = stdout.split('\n').filter(Boolean);
    expect(lines.length).toBeGreaterThan(3);
    const entries = lines.map((line) => JSON.parse(line) as LogEntry);
    const ready = entries.filter((entry) => entry.msg === 'cardfolio ready');
    expect(ready).toHaveLength(1);
    expect(ready[0]).toMatchObject({
      level: 30,
      url: report.address,
      mailboxUrl: expect.stringContaining(`${report.address}/dev/mailbox?key=`),
      devKey: expect.stringMatching(/^[\w-]{24}$/),
      adminCommand: 'npm run admin:grant -- <email>',
    });
  }, 60_000);

  it('is readable lines with pretty logs on, the start block printed once', async () => {
    const { stdout, report } = await runFixture<Report>('src/server/start-log.fixture.ts', [
      'pretty',
    ]);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: colour codes are stripped
    const text = stdout.replace(/\u001b\[[0-9;]*m/g, '');
    const lines = text.split('\n').filter(Boolean);
    expect(lines.some((line) => line.startsWith('{'))).toBe(false);
    expect(text.match(/INFO: Cardfolio is ready/g)).toHaveLength(1);
    expect(text).toContain(`  App:           ${report.address}\n`);
    expect(text).toContain(`  Dev mailbox:   ${report.address}/dev/mailbox?key=`);
    expect(text).toMatch(
      / {2}Dev key: {7}[\w-]{24} {2}\(mailbox and TEST MODE payments ask for it\)/,
    );
    expect(text).toContain('  Make an admin: sign up, then npm run admin:grant -- <email>');
  }, 60_000);
});
