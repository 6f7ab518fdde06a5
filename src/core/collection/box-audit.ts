import { z } from 'zod';
import { boxNameSchema, boxRowSchema } from './binder-location.ts';
import { MAX_BULK_ITEMS } from './user-product.schema.ts';

/**
 * The audit walk of a box (issue 32): the box's rows are its pages. Each filed copy is marked
 * here, missing or found elsewhere (another row or box); copies filed elsewhere can be reported
 * as found in a row. Pure: the screen and the tests feed it.
 */

/** Copies in the box without a row are walked as one last step, "row" 0. */
export const NO_ROW = 0;

export type BoxSpot = { box: string; row: number };
export type BoxCopy = BoxSpot & { itemId: number; productId: string };
export type BoxMark = { kind: 'here' } | { kind: 'missing' } | ({ kind: 'elsewhere' } & BoxSpot);

export type BoxAuditResult = {
  present: BoxCopy[];
  missing: BoxCopy[];
  /** Filed in a walked row, found in another row or box. */
  misplaced: { copy: BoxCopy; foundAt: BoxSpot }[];
  /** Found in a walked row while filed somewhere else (or nowhere). */
  unexpected: { itemId: number; foundAt: BoxSpot }[];
};

type BoxedItem = {
  id: number;
  product_id: string;
  box_name?: string | null;
  box_row?: number | null;
};

/** The copies filed in the box, as the walk expects them. */
export function toBoxCopies(items: readonly BoxedItem[], box: string): BoxCopy[] {
  return items.flatMap((item) =>
    item.box_name === box
      ? [{ itemId: item.id, productId: item.product_id, box, row: item.box_row ?? NO_ROW }]
      : [],
  );
}

/** The rows to walk, in order; copies without a row come last. */
export function getBoxRows(copies: readonly BoxCopy[]): number[] {
  const rows = [...new Set(copies.map((copy) => copy.row))].sort((a, b) => a - b);
  return rows[0] === NO_ROW ? [...rows.slice(1), NO_ROW] : rows;
}

const sameSpot = (a: BoxSpot, b: BoxSpot) => a.box === b.box && a.row === b.row;

/**
 * Compares the walked rows. Copies of rows not walked are left out; an unmarked copy of a
 * walked row is missing. `found` names copies filed elsewhere that turned up in a row.
 */
export function compareBoxAudit(
  expected: readonly BoxCopy[],
  marks: ReadonlyMap<number, BoxMark>,
  walkedRows: readonly number[],
  found: readonly { itemId: number; foundAt: BoxSpot }[] = [],
): BoxAuditResult {
  const walked = new Set(walkedRows);
  const result: BoxAuditResult = { present: [], missing: [], misplaced: [], unexpected: [] };
  const filed = new Set(expected.map((copy) => copy.itemId));
  for (const copy of expected.filter((c) => walked.has(c.row))) {
    const mark = marks.get(copy.itemId);
    if (mark?.kind === 'here' || (mark?.kind === 'elsewhere' && sameSpot(mark, copy))) {
      result.present.push(copy);
    } else if (mark?.kind === 'elsewhere') {
      result.misplaced.push({ copy, foundAt: { box: mark.box, row: mark.row } });
    } else {
      result.missing.push(copy);
    }
  }
  result.unexpected = found.filter((entry) => !filed.has(entry.itemId));
  return result;
}

/** POST /api/boxes/audit/apply: the fixes chosen at the end of a box walk. */
export const boxAuditApplyInputSchema = z.object({
  box_name: boxNameSchema,
  /** Misplaced copies go where they were found; unexpected ones into the row they were in. */
  moves: z
    .array(
      z.object({
        user_product_id: z.number().int().positive(),
        box_name: boxNameSchema,
        box_row: boxRowSchema.nullable(),
      }),
    )
    .max(MAX_BULK_ITEMS)
    .default([]),
  /** Missing copies leave the box (they stay in the collection). */
  missing: z.array(z.number().int().positive()).max(MAX_BULK_ITEMS).default([]),
});
export type BoxAuditFixes = z.input<typeof boxAuditApplyInputSchema>;

/** The fixes for a result: unexpected copies move into the row they were found in. */
export function toBoxAuditFixes(box: string, result: BoxAuditResult): BoxAuditFixes {
  const move = (itemId: number, at: BoxSpot) => ({
    user_product_id: itemId,
    box_name: at.box,
    box_row: at.row === NO_ROW ? null : at.row,
  });
  return {
    box_name: box,
    moves: [
      ...result.misplaced.map(({ copy, foundAt }) => move(copy.itemId, foundAt)),
      ...result.unexpected.map(({ itemId, foundAt }) => move(itemId, foundAt)),
    ],
    missing: result.missing.map((copy) => copy.itemId),
  };
}
