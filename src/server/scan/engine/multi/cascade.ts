import type { CardCandidate, SeveralDetection } from '../../../vision/detect/detect-cards.ts';
import type { Quad } from '../../../vision/image/homography.ts';
import type { RgbImage } from '../../../vision/image/rgb-image.ts';
import type { StageTimer } from '../../../vision/stage-timer.ts';
import type { EngineGroup, ReadSpec } from '../types.ts';
import { isTaken } from './multi-lattice.ts';
import type { SharedReads } from './shared-reads.ts';

export const scoreOf = (group: EngineGroup | null) => group?.matches[0]?.score ?? 0;
export const cornersOf = (groups: EngineGroup[]) =>
  groups.flatMap((group) => (group.corners ? [group.corners] : []));

/**
 * One photo's multi-card scan over one detection: the picture, what has been found so far and
 * the reads of the current pass. A pass is one way through the photo (a binder grid's pockets,
 * or the detected shapes and what they lead to); the pass-wide budgets (DETECTED_READS,
 * BLIND_READS, MAX_READS in multi-cards.ts) are shares of its count, the others a step's own.
 */
export class SeveralScan {
  private passReads = 0;
  /** Groups read surely: only these hide the shapes on top of them. */
  readonly sure: EngineGroup[] = [];
  /** Detected shapes read already, as themselves or as a pocket's first outlines. */
  readonly shapesRead = new Set<CardCandidate>();

  constructor(
    readonly image: RgbImage,
    readonly timer: StageTimer,
    /**
     * Each read once per photo: a binder page whose grid falls back to the detected shapes
     * guesses the same neighbours again, and a reading is the same the second time.
     */
    private readonly shared: SharedReads,
    readonly detection: SeveralDetection,
  ) {}

  get sureCorners(): Quad[] {
    return cornersOf(this.sure);
  }

  /** Reads made in this pass. */
  get reads(): number {
    return this.passReads;
  }

  /**
   * A new pass over the same photo: what was found stays, the pass-wide budgets count from
   * nothing (a binder grid's pockets fell back to the detected shapes).
   */
  startPass(): void {
    this.passReads = 0;
  }

  read(spec: ReadSpec) {
    this.passReads++;
    return this.shared.read(spec);
  }

  /** The reads likely to come next (an idle worker may read them meanwhile), or none. */
  expect(expected: () => ReadSpec[] = () => []) {
    this.shared.expect(expected);
  }
}

/**
 * One step of the multi-card cascade, as a plan: what it would read from now on, in order, as
 * things stand. `runStep` reads the first planned item, lets the step take what it found, and
 * plans again; meanwhile the planned reads after the current one (`ahead`) are offered to an
 * idle worker (decision 044), so what is read and what is offered come from the same plan.
 */
export type Step<T> = {
  /** The items still to read, in order, given what has been found so far (the first is next). */
  planned: () => T[];
  /** The read an item makes; null: none (the item is only taken). */
  spec: (item: T) => ReadSpec | null;
  /** The step's stop rule, checked before each item: a budget spent, enough cards found. */
  isDone?: () => boolean;
  /** The item is read now: the step's own bookkeeping (read once, counted). */
  start?: (item: T) => void;
  /** What the item's read found; 'stop' ends the step. */
  take: (item: T, group: EngineGroup | null) => 'stop' | undefined;
  /**
   * The planned items an idle worker may read while `current` is read, best first (the
   * default: all of them); a step's read budget caps them here.
   */
  ahead?: (planned: T[], current: T) => T[];
};

/** Runs one step of the cascade: its planned reads in turn until its stop rule holds. */
export async function runStep<T>(scan: SeveralScan, step: Step<T>): Promise<void> {
  while (!step.isDone?.()) {
    const [item] = step.planned();
    if (item === undefined) {
      break;
    }
    step.start?.(item);
    const spec = step.spec(item);
    if (spec) {
      scan.expect(() => {
        const planned = step.planned();
        const ahead = step.ahead ? step.ahead(planned, item) : planned;
        return ahead.flatMap((next) => {
          const read = step.spec(next);
          return read ? [read] : [];
        });
      });
    }
    const group = spec ? await scan.read(spec) : null;
    if (step.take(item, group) === 'stop') {
      break;
    }
  }
  scan.expect();
}

/**
 * The expected reads at separate spots, in order: a read at a spot overlapping one before it
 * is likely hidden by that one's card, so another worker reads the next spot instead.
 */
export function bySpot<T>(items: T[], quadOf: (item: T) => Quad, taken: Quad[]): T[] {
  const spots = [...taken];
  return items.filter((item) => {
    const quad = quadOf(item);
    if (isTaken(quad, spots)) {
      return false;
    }
    spots.push(quad);
    return true;
  });
}
