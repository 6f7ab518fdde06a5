import { beforeAll, describe, expect, it } from 'vitest';
import { runFixture } from '../test/run-fixture.ts';

type LogEntry = { level: number; msg: string; reqId?: string };
let entries: LogEntry[];
let statuses: number[];

beforeAll(async () => {
  const { stdout, report } = await runFixture<{ statuses: number[] }>(
    'src/server/reliability/quiet-log.fixture.ts',
  );
  entries = stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LogEntry);
  statuses = report.statuses;
}, 60_000);

// Warnings and errors are for a person to look at: ordinary catalog traffic must not write
// any (cached GETs once logged "Reply was already sent" or a 404 after every 200).
describe('the log', () => {
  it('holds no warning or error under ordinary catalog traffic', () => {
    expect(statuses.length).toBe(54);
    expect(statuses.filter((status) => status === 304).length).toBeGreaterThan(10);
    expect(statuses.filter((status) => status === 404).length).toBe(12);
    const loud = entries.filter((entry) => entry.reqId !== undefined && entry.level >= 40);
    expect(loud.map((entry) => entry.msg)).toEqual([]);
  });

  it('says loudly at start that dev mode and test payments are on (a fresh clone)', () => {
    const warnings = entries.filter((entry) => entry.reqId === undefined && entry.level === 40);
    expect(warnings.map((entry) => entry.msg)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('DEV MODE IS ON'),
        expect.stringContaining('TEST PAYMENTS ARE ON'),
      ]),
    );
  });
});
