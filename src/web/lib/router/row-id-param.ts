import { notFound } from '@tanstack/react-router';
import { pathIdSchema } from '#core/http/row-id.schema.ts';

/**
 * beforeLoad of a row page (`/orders/$id`): its `$id` must pass the shared row id rule, else the
 * app's not-found page shows (`abc`, `1e3`, `0`, `07`). The param stays text in the route's
 * types, so links keep `String(id)`.
 */
export function checkRowId(params: object): void {
  const id = 'id' in params ? params.id : undefined;
  if (!pathIdSchema.safeParse(id).success) {
    throw notFound();
  }
}

/** The row id of a page checkRowId let through. */
export function readRowId(param: string | undefined): number {
  return pathIdSchema.parse(param);
}
