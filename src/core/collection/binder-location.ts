import { z } from 'zod';

/**
 * Where a copy sits (issue 32, decision 057): a binder page and pocket, or a box and a row in
 * it. Pockets are numbered from 1 in reading order (left to right, top to bottom).
 */

export const POCKET_LAYOUTS = ['3x3', '2x2', '4x3'] as const;
export const pocketLayoutSchema = z.enum(POCKET_LAYOUTS);
export type PocketLayout = z.infer<typeof pocketLayoutSchema>;
export const DEFAULT_POCKET_LAYOUT: PocketLayout = '3x3';

export const MAX_BINDER_PAGE = 999;
export const MAX_BOX_ROW = 999;

export const binderPageSchema = z
  .number()
  .int('binder_page must be a whole number')
  .min(1, 'binder_page must be at least 1')
  .max(MAX_BINDER_PAGE, `binder_page must be at most ${MAX_BINDER_PAGE}`);
export const binderPocketSchema = z
  .number()
  .int('binder_pocket must be a whole number')
  .min(1, 'binder_pocket must be at least 1');
export const boxNameSchema = z
  .string()
  .trim()
  .min(1, 'box_name must not be blank')
  .max(60, 'box_name must be at most 60 characters');
export const boxRowSchema = z
  .number()
  .int('box_row must be a whole number')
  .min(1, 'box_row must be at least 1')
  .max(MAX_BOX_ROW, `box_row must be at most ${MAX_BOX_ROW}`);

/** The optional location fields of a collection item on the wire. */
export const itemLocationFields = {
  binder_page: binderPageSchema.nullish(),
  binder_pocket: binderPocketSchema.nullish(),
  box_name: boxNameSchema.nullish(),
  box_row: boxRowSchema.nullish(),
};

export type Grid = { columns: number; rows: number };

export function getLayoutGrid(layout: PocketLayout): Grid {
  const [columns, rows] = layout.split('x').map(Number) as [number, number];
  return { columns, rows };
}

export function getPocketCount(layout: PocketLayout): number {
  const { columns, rows } = getLayoutGrid(layout);
  return columns * rows;
}

/** The 0-based row and column of a 1-based pocket. */
export function getPocketCell(layout: PocketLayout, pocket: number) {
  const { columns } = getLayoutGrid(layout);
  return { row: Math.floor((pocket - 1) / columns), column: (pocket - 1) % columns };
}

export type ItemLocation = {
  binder_id: number | null;
  binder_page?: number | null;
  binder_pocket?: number | null;
  box_name?: string | null;
  box_row?: number | null;
};

/** Why a location cannot be stored, as [field, message]; null when it can. */
export function findLocationProblem(
  location: ItemLocation,
  layout: PocketLayout | undefined,
): [field: string, message: string] | null {
  const { binder_page: page, binder_pocket: pocket } = location;
  if ((page == null) !== (pocket == null)) {
    return page == null
      ? ['binder_page', 'is required with binder_pocket']
      : ['binder_pocket', 'is required with binder_page'];
  }
  if (page == null || pocket == null) {
    return null;
  }
  if (location.binder_id === null) {
    return ['binder_id', 'is required for a page and pocket'];
  }
  if (location.box_name != null) {
    return ['box_name', 'a copy is either in a binder pocket or in a box, not both'];
  }
  const count = getPocketCount(layout ?? DEFAULT_POCKET_LAYOUT);
  if (pocket > count) {
    return ['binder_pocket', `must be between 1 and ${count} (the binder's ${layout} pages)`];
  }
  return null;
}

/** Short text for an item's location: "p. 2, pocket 5", "Bulk box A, row 3" or null. */
export function formatLocation(location: Omit<ItemLocation, 'binder_id'>): string | null {
  if (location.binder_page != null && location.binder_pocket != null) {
    return `p. ${location.binder_page}, pocket ${location.binder_pocket}`;
  }
  if (location.box_name != null) {
    return location.box_row == null
      ? location.box_name
      : `${location.box_name}, row ${location.box_row}`;
  }
  return null;
}

export type StoredLocation = {
  binder_id: number | null;
  binder_page: number | null;
  binder_pocket: number | null;
  box_name: string | null;
  box_row: number | null;
};

/**
 * An item's location after an update that sent some of the fields. Moving to another binder
 * (or out of it) empties the pocket unless a new one is sent; a box sent without a pocket takes
 * the copy out of its pocket, and a pocket sent without a box takes it out of its box.
 */
export function mergeLocation(current: StoredLocation, update: ItemLocationUpdate): StoredLocation {
  const binderId = update.binder_id === undefined ? current.binder_id : update.binder_id;
  const leavesPocket = binderId !== current.binder_id || update.box_name != null;
  const leavesBox = update.binder_page != null;
  const pick = <K extends keyof StoredLocation>(key: K, clear: boolean): StoredLocation[K] => {
    const sent = update[key];
    return sent === undefined ? (clear ? null : current[key]) : (sent as StoredLocation[K]);
  };
  const boxName = pick('box_name', leavesBox);
  return {
    binder_id: binderId,
    binder_page: pick('binder_page', leavesPocket),
    binder_pocket: pick('binder_pocket', leavesPocket),
    box_name: boxName,
    box_row: pick('box_row', leavesBox || boxName === null),
  };
}

export type ItemLocationUpdate = { [K in keyof StoredLocation]?: StoredLocation[K] | undefined };

/** The /home "Where" filter: any place, in a binder pocket, in a box, or filed nowhere. */
export const PLACE_FILTERS = ['all', 'pocket', 'box', 'nowhere'] as const;
export type PlaceFilter = (typeof PLACE_FILTERS)[number];

export function matchesPlace(item: Omit<ItemLocation, 'binder_id'>, place: PlaceFilter): boolean {
  const inPocket = item.binder_page != null;
  const inBox = item.box_name != null;
  switch (place) {
    case 'all':
      return true;
    case 'pocket':
      return inPocket;
    case 'box':
      return inBox;
    case 'nowhere':
      return !inPocket && !inBox;
  }
}

const boxCollator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Location order: binder, page, pocket; then box and row; copies filed nowhere last. */
export function compareLocation(a: ItemLocation, b: ItemLocation): number {
  const rank = (l: ItemLocation) => (l.binder_id != null ? 0 : l.box_name != null ? 1 : 2);
  const numbers = (l: ItemLocation) => [
    l.binder_id ?? 0,
    l.binder_page ?? Number.MAX_SAFE_INTEGER,
    l.binder_pocket ?? 0,
  ];
  if (rank(a) !== rank(b)) {
    return rank(a) - rank(b);
  }
  if (rank(a) === 1) {
    return (
      boxCollator.compare(a.box_name ?? '', b.box_name ?? '') || (a.box_row ?? 0) - (b.box_row ?? 0)
    );
  }
  const [x, y] = [numbers(a), numbers(b)];
  return x.map((value, i) => value - (y[i] ?? 0)).find((diff) => diff !== 0) ?? 0;
}
