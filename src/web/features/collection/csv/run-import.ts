import {
  type AmbiguousRow,
  chunkItems,
  type MatchedRow,
  toMatchedRow,
} from '#core/collection/collection-csv-match.ts';
import {
  type Binder,
  MAX_BULK_ITEMS,
  type UserProduct,
  type UserProductInput,
} from '#core/collection/user-product.schema.ts';

export type ChunkFailure = { firstLine: number; lastLine: number; count: number; message: string };
export type ImportOutcome = { created: number; failures: ChunkFailure[] };

type Deps = {
  binders: readonly Binder[];
  createBinder: (name: string) => Promise<Binder>;
  bulkCreate: (inputs: UserProductInput[]) => Promise<UserProduct[]>;
  onProgress: (done: number, total: number) => void;
};

/** The matched rows plus the ambiguous rows the user picked a choice for, in file order. */
export function rowsToImport(
  plan: { matched: readonly MatchedRow[]; ambiguous: readonly AmbiguousRow[] },
  picks: ReadonlyMap<number, number>,
): MatchedRow[] {
  const picked = plan.ambiguous.flatMap((row) => {
    const choice = row.choices[picks.get(row.line) ?? -1];
    return choice ? [toMatchedRow(row.candidate, choice)] : [];
  });
  return [...plan.matched, ...picked].sort((a, b) => a.line - b.line);
}

/** Binder names of the rows as ids, creating the binders the user does not have yet. */
async function resolveBinders(rows: readonly MatchedRow[], deps: Deps) {
  const ids = new Map(deps.binders.map((binder) => [binder.name, binder.id]));
  for (const name of new Set(rows.map((row) => row.binder))) {
    if (name && !ids.has(name)) {
      ids.set(name, (await deps.createBinder(name)).id);
    }
  }
  return ids;
}

/**
 * Creates the matched rows with POST /bulk in chunks of at most 500. Each chunk is all or
 * nothing on the server; a failed chunk is reported by its lines and the next one still runs.
 */
export async function runImport(rows: readonly MatchedRow[], deps: Deps): Promise<ImportOutcome> {
  const binderIds = await resolveBinders(rows, deps);
  const chunks = chunkItems(rows, MAX_BULK_ITEMS);
  const outcome: ImportOutcome = { created: 0, failures: [] };
  for (const [index, chunk] of chunks.entries()) {
    deps.onProgress(index, chunks.length);
    const inputs = chunk.map((row) => ({
      ...row.input,
      binder_id: row.binder ? (binderIds.get(row.binder) ?? null) : null,
    }));
    try {
      outcome.created += (await deps.bulkCreate(inputs)).length;
    } catch (error) {
      outcome.failures.push({
        firstLine: chunk[0]?.line ?? 0,
        lastLine: chunk.at(-1)?.line ?? 0,
        count: chunk.length,
        message: error instanceof Error ? error.message : String(error),
      });
    }
  }
  deps.onProgress(chunks.length, chunks.length);
  return outcome;
}
