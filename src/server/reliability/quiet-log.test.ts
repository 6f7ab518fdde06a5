import { describe, expect, it } from 'vitest';
import { runFixture } from '../test/run-fixture.ts';

// Warnings and errors are for a person to look at: ordinary catalog traffic must not write
// any (cached GETs once logged "Reply was already sent" or a 404 after every 200).
describe('the log under ordinary catalog traffic', () => {
  it('holds no warning or error', async () => {
    const { stdout, report } = await runFixture<{ statuses: number[] }>(
      'src/server/reliability/quiet-log.fixture.ts',
    );
    const { statuses } = report;
    expect(statuses.length).toBe(54);
    expect(statuses.filter((status) => status === 304).length).toBeGreaterThan(10);
    expect(statuses.filter((status) => status === 404).length).toBe(12);
    const loud = stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { level: number; msg: string; reqId?: string })
      // Start-up warnings (dev mode, test payments) are meant to be loud; requests are not.
      .filter((entry) => entry.reqId !== undefined && entry.level >= 40)
      .map((entry) => entry.msg);
    expect(loud).toEqual([]);
  }, 60_000);
});
