import type { StageTimer } from '../../../vision/stage-timer.ts';
import type { EngineGroup, HelpedRead, ReadHelper, ReadSpec } from '../types.ts';
import { specKey } from './multi-read-spec.ts';

type Entry = {
  reading: Promise<EngineGroup | null>;
  /** The scan asked for it (a read the helper declined is then done here). */
  claimed: boolean;
  /** Read already, or being read here (not waiting for the helper). */
  settled: boolean;
};

/** Lets messages in (the helper's answers) between reads. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The reads of one multi-card photo, in the order the scan asks for them, each read once. The
 * scan also says which reads it expects next (`expect`); an idle worker reads the first of them
 * not started yet, and while the scan waits for one that worker is reading, it reads the next
 * one itself, so both go down the list (decision 044). Every read is a pure function of the
 * photo and its spec, so which worker read it changes nothing in the result; a read expected
 * but never asked for is only work done on a core that was idle.
 */
export class SharedReads {
  private readonly entries = new Map<string, Entry>();
  private expected: () => ReadSpec[] = () => [];
  private helping = false;

  constructor(
    private readonly readHere: (spec: ReadSpec) => Promise<EngineGroup | null>,
    private readonly helper: ReadHelper | null,
    private readonly timer: StageTimer,
  ) {}

  /** The reads likely to come next, best first, given what has been found when it is called. */
  expect(expected: () => ReadSpec[]): void {
    this.expected = expected;
    this.feedHelper();
  }

  async read(spec: ReadSpec): Promise<EngineGroup | null> {
    const key = specKey(spec);
    if (this.helper) {
      await nextTurn();
    }
    for (let entry = this.entries.get(key); entry; entry = this.entries.get(key)) {
      entry.claimed = true;
      const next = entry.settled ? undefined : this.nextExpected();
      if (!next) {
        return entry.reading;
      }
      // The helper is reading this one: read the one after it meanwhile.
      void this.keep(next, this.readHere(next), false);
      await nextTurn();
    }
    this.feedHelper(key);
    return this.keep(spec, this.readHere(spec), true);
  }

  private keep(spec: ReadSpec, reading: Promise<EngineGroup | null>, claimed: boolean) {
    this.entries.set(specKey(spec), { reading, claimed, settled: true });
    // A read never asked for may fail unseen; one asked for fails where it is awaited.
    reading.catch(() => undefined);
    return reading;
  }

  private nextExpected(except?: string): ReadSpec | undefined {
    return this.expected().find((next) => {
      const key = specKey(next);
      return key !== except && !this.entries.has(key);
    });
  }

  private feedHelper(except?: string): void {
    if (!this.helper || this.helping) {
      return;
    }
    const spec = this.nextExpected(except);
    if (!spec) {
      return;
    }
    this.helping = true;
    const key = specKey(spec);
    const entry: Entry = { reading: Promise.resolve(null), claimed: false, settled: false };
    entry.reading = this.helper(spec).then((helped) => {
      this.helping = false;
      entry.settled = true;
      if (!helped) {
        // No worker was free: the scan reads it itself if it still wants it.
        if (entry.claimed) {
          return this.readHere(spec);
        }
        this.entries.delete(key);
        return null;
      }
      this.addHelperTimes(helped);
      this.feedHelper();
      return helped.group;
    });
    this.entries.set(key, entry);
  }
  private addHelperTimes({ timings, counts }: HelpedRead): void {
    this.timer.count('helped');
    for (const [stage, ms] of Object.entries(timings)) {
      this.timer.timings[`helper.${stage}`] = (this.timer.timings[`helper.${stage}`] ?? 0) + ms;
    }
    for (const [event, count] of Object.entries(counts)) {
      this.timer.counts[event] = (this.timer.counts[event] ?? 0) + count;
    }
  }
}
