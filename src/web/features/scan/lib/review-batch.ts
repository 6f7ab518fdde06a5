import type { CopyLanguage } from '#core/collection/copy-language.ts';
import type { Condition, UserProductInput } from '#core/collection/user-product.schema.ts';
import type { ScanGroup, ScanMatch } from '#core/scan/scan-result.schema.ts';
import { toUserProductInput } from './to-user-product.ts';

/**
 * The scan review table (issue 32): every card of a multi or binder scan, and of several single
 * scans in a row, until they are added in one bulk call. Pure, so the rules are unit tested.
 */
export type ReviewRow = {
  key: number;
  matches: ScanMatch[];
  /** Which candidate is chosen. */
  chosen: number;
  /** Dropped rows stay listed (their outline dashed) but are not added. */
  dropped: boolean;
  /** Ticked for "apply to selected". */
  ticked: boolean;
  /** A printing key; null until one is picked (the product's default then). */
  variant: string | null;
  condition: Condition;
  /** The copy's language; null: the card's own (ADR 067). */
  copyLanguage: CopyLanguage | null;
  /** Its outline on the photo it came from (multi and binder scans). */
  corners: ScanGroup['corners'];
};

export type ReviewBatch = { rows: ReviewRow[]; nextKey: number };

export const EMPTY_BATCH: ReviewBatch = { rows: [], nextKey: 1 };

/** 'all' rows kept, the 'ticked' ones, or the rows with these keys. */
export type RowTarget = 'all' | 'ticked' | readonly number[];

export type ReviewAction =
  /** A scan's results join the batch (a new photo's outlines replace the last one's). */
  | { type: 'scanned'; groups: ScanGroup[] }
  | { type: 'swap'; key: number; chosen: number }
  | { type: 'drop'; key: number; dropped: boolean }
  | { type: 'tick'; key: number; ticked: boolean }
  | { type: 'tickAll'; ticked: boolean }
  | { type: 'setCondition'; target: RowTarget; condition: Condition }
  | { type: 'setLanguage'; target: RowTarget; language: CopyLanguage }
  /** `validFor`: the rows whose product has this printing (the others keep theirs). */
  | { type: 'setVariant'; target: RowTarget; variant: string; validFor: readonly number[] }
  | { type: 'added' };

function isTarget(row: ReviewRow, target: RowTarget): boolean {
  if (row.dropped) {
    return false;
  }
  return target === 'all' ? true : target === 'ticked' ? row.ticked : target.includes(row.key);
}

function update(batch: ReviewBatch, pick: (row: ReviewRow) => boolean, change: Partial<ReviewRow>) {
  return {
    ...batch,
    rows: batch.rows.map((row) => (pick(row) ? { ...row, ...change } : row)),
  };
}

export function reviewReducer(batch: ReviewBatch, action: ReviewAction): ReviewBatch {
  switch (action.type) {
    case 'scanned': {
      const found = action.groups.filter((group) => group.matches.length > 0);
      const rows = found.map(
        (group, index): ReviewRow => ({
          key: batch.nextKey + index,
          matches: group.matches,
          chosen: 0,
          dropped: false,
          ticked: false,
          variant: null,
          condition: 'NM',
          copyLanguage: null,
          corners: group.corners,
        }),
      );
      // Outlines refer to the newest photo only.
      const older = batch.rows.map((row) => (row.corners ? { ...row, corners: null } : row));
      return { rows: [...older, ...rows], nextKey: batch.nextKey + rows.length };
    }
    case 'swap':
      // Another product has other printings: back to its default.
      return update(batch, (row) => row.key === action.key, {
        chosen: action.chosen,
        variant: null,
      });
    case 'drop':
      return update(batch, (row) => row.key === action.key, {
        dropped: action.dropped,
        ticked: false,
      });
    case 'tick':
      return update(batch, (row) => row.key === action.key && !row.dropped, {
        ticked: action.ticked,
      });
    case 'tickAll':
      return update(batch, (row) => !row.dropped, { ticked: action.ticked });
    case 'setCondition':
      return update(batch, (row) => isTarget(row, action.target), { condition: action.condition });
    case 'setLanguage':
      return update(batch, (row) => isTarget(row, action.target), {
        copyLanguage: action.language,
      });
    case 'setVariant':
      return update(
        batch,
        (row) => isTarget(row, action.target) && action.validFor.includes(row.key),
        { variant: action.variant },
      );
    case 'added':
      return { ...EMPTY_BATCH, nextKey: batch.nextKey };
  }
}

export function chosenMatch(row: ReviewRow): ScanMatch | undefined {
  return row.matches[row.chosen] ?? row.matches[0];
}

/** The rows an "apply to" reaches (kept, and ticked when it is 'ticked'). */
export function targetRows(batch: ReviewBatch, target: RowTarget): ReviewRow[] {
  return batch.rows.filter((row) => isTarget(row, target));
}

/**
 * What "Add all" sends in one bulk call: every kept row's chosen candidate with its printing
 * (`defaultVariant` of its product when none was picked), condition and language.
 */
export function toBulkInputs(
  batch: ReviewBatch,
  defaultVariant: (productId: string) => string,
): UserProductInput[] {
  return batch.rows.flatMap((row) => {
    const match = chosenMatch(row);
    if (row.dropped || !match) {
      return [];
    }
    const variant = row.variant ?? defaultVariant(match.database.product_id);
    const input = toUserProductInput(match, { variant, condition: row.condition, quantity: 1 });
    return [row.copyLanguage ? { ...input, copy_language: row.copyLanguage } : input];
  });
}
