import type { z } from 'zod';
import type { locationQuerySchema } from '#core/collection/binder-location.schema.ts';
import type { Queryable } from '../../db/executor.ts';

export type LocationQuery = z.output<typeof locationQuerySchema>;

/**
 * Ids of the user's items that are somewhere (a binder or a box), narrowed by the query, in
 * location order: binder, page, pocket (unfiled copies of a binder last), then box and row.
 */
export async function findItemIdsByLocation(
  db: Queryable,
  userId: number,
  query: LocationQuery,
): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM user_products
     WHERE user_id = $1 AND (binder_id IS NOT NULL OR box_name IS NOT NULL)
       AND ($2::int IS NULL OR binder_id = $2)
       AND ($3::int IS NULL OR binder_page = $3)
       AND ($4::text IS NULL OR box_name = $4)
     ORDER BY binder_id NULLS LAST, binder_page NULLS LAST, binder_pocket NULLS LAST,
       box_name, box_row NULLS LAST, id`,
    [userId, query.binder_id ?? null, query.binder_page ?? null, query.box_name ?? null],
  );
  return rows.map((row) => row.id);
}
