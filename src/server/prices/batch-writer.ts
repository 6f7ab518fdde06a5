import type { PricePointColumns, UpsertCounts } from './price-points.repository.ts';

/**
 * Writes batches one after another while the caller prepares the next one: each write starts
 * when the previous one is done, and a failure surfaces at the next write or at finish().
 */
export function createBatchWriter(write: (batch: PricePointColumns) => Promise<UpsertCounts>) {
  const totals: UpsertCounts = { inserted: 0, updated: 0, unchanged: 0 };
  let previous: Promise<void> = Promise.resolve();
  let failure: { error: unknown } | undefined;
  const check = () => {
    if (failure) {
      throw failure.error;
    }
  };
  return {
    totals,
    async write(batch: PricePointColumns): Promise<void> {
      await previous;
      check();
      previous = write(batch).then(
        (counts) => {
          totals.inserted += counts.inserted;
          totals.updated += counts.updated;
          totals.unchanged += counts.unchanged;
        },
        (error: unknown) => {
          failure = { error };
        },
      );
    },
    async finish(): Promise<UpsertCounts> {
      await previous;
      check();
      return totals;
    },
  };
}
