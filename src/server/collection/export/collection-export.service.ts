import type pg from 'pg';
import {
  type ExportFormat,
  exportCollection,
  exportFileName,
} from '#core/collection/csv/export-formats.ts';
import type { UserProduct } from '#core/collection/user-product.schema.ts';
import { listUserBinders } from '../binders/binders.service.ts';
import { renderUserProducts } from '../items/user-product-json.ts';

export type CollectionExport = { body: string; contentType: string; fileName: string };

/** The user's whole collection and wishlist as a file; free for every signed-in user. */
export async function exportUserCollection(
  pool: pg.Pool,
  userId: number,
  format: ExportFormat,
  now: Date,
): Promise<CollectionExport> {
  const [rendered, binders] = await Promise.all([
    renderUserProducts(pool, userId),
    listUserBinders(pool, userId),
  ]);
  const items = JSON.parse(rendered.toString('utf8')) as UserProduct[];
  const file = exportCollection(format, items, binders, now.toISOString());
  return { ...file, fileName: exportFileName(format, now.toISOString().slice(0, 10)) };
}
