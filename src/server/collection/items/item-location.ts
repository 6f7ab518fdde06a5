import {
  findLocationProblem,
  type ItemLocationUpdate,
  type PocketLayout,
  type StoredLocation,
} from '#core/collection/binder-location.ts';
import { AppError } from '#core/errors.ts';
import type { Executor } from '../../db/executor.ts';
import { findBinderLayouts, findPocketHolders } from './item-location.repository.ts';
import type { NewUserProductRow, UserProductRow } from './user-products.repository.ts';

/** One location to check: the field prefix for errors, the item (when it exists) and where. */
export type LocationEntry = { field: string; itemId?: number; location: StoredLocation };

const spotKey = (l: StoredLocation) => `${l.binder_id}:${l.binder_page}:${l.binder_pocket}`;

export function pocketTaken(page: number, pocket: number, holder: string): AppError {
  return new AppError(
    'CONFLICT',
    `binder_pocket: page ${page}, pocket ${pocket} of this binder already holds ${holder}`,
    { field: 'binder_pocket', code: 'pocket_taken' },
  );
}

/**
 * Refuses locations that cannot be stored: 400 naming the field (a pocket outside the binder's
 * layout, a pocket without a binder) and 409 when the pocket holds another item.
 */
export async function checkLocations(tx: Executor, userId: number, entries: LocationEntry[]) {
  const inPockets = entries.filter((entry) => entry.location.binder_page !== null);
  const layouts: Map<number, PocketLayout> = await findBinderLayouts(
    tx,
    userId,
    inPockets.flatMap((entry) => entry.location.binder_id ?? []),
  );
  for (const { field, location } of entries) {
    const layout = location.binder_id === null ? undefined : layouts.get(location.binder_id);
    const problem = findLocationProblem(location, layout);
    if (problem) {
      throw new AppError('VALIDATION_FAILED', `${field}${problem[0]}: ${problem[1]}`, {
        field: `${field}${problem[0]}`,
        code: 'bad_location',
      });
    }
  }
  const seen = new Set<string>();
  for (const { location } of inPockets) {
    if (seen.has(spotKey(location))) {
      throw pocketTaken(location.binder_page ?? 0, location.binder_pocket ?? 0, 'another new item');
    }
    seen.add(spotKey(location));
  }
  const holders = await findPocketHolders(
    tx,
    userId,
    inPockets.map((entry) => entry.location),
  );
  for (const { itemId, location } of inPockets) {
    const holder = holders.get(spotKey(location));
    if (holder && holder.id !== itemId) {
      throw pocketTaken(
        location.binder_page ?? 0,
        location.binder_pocket ?? 0,
        `${holder.name} (item ${holder.id})`,
      );
    }
  }
}

/** The location columns of a new item. */
export function toNewLocation(input: ItemLocationUpdate): StoredLocation {
  return {
    binder_id: input.binder_id ?? null,
    binder_page: input.binder_page ?? null,
    binder_pocket: input.binder_pocket ?? null,
    box_name: input.box_name ?? null,
    box_row: input.box_row ?? null,
  };
}

export function storedLocation(row: UserProductRow): StoredLocation {
  return {
    binder_id: row.binderId,
    binder_page: row.binderPage,
    binder_pocket: row.binderPocket,
    box_name: row.boxName,
    box_row: row.boxRow,
  };
}

export function toLocationColumns(location: StoredLocation): Partial<NewUserProductRow> {
  return {
    binderId: location.binder_id,
    binderPage: location.binder_page,
    binderPocket: location.binder_pocket,
    boxName: location.box_name,
    boxRow: location.box_row,
  };
}

/** A unique-index race on the pocket (two requests at once) becomes a 409 as well. */
export function rethrowPocketRace(error: unknown): never {
  if (isPocketRace(error)) {
    throw new AppError(
      'CONFLICT',
      'binder_pocket: that pocket of this binder already holds another item',
      { field: 'binder_pocket', code: 'pocket_taken' },
    );
  }
  throw error;
}

function isPocketRace(error: unknown): boolean {
  let current: unknown = error;
  while (typeof current === 'object' && current !== null) {
    if ((current as { constraint?: string }).constraint === 'user_products_pocket_unique') {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
