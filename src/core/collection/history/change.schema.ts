import { z } from 'zod';

/**
 * The collection's history (issue 34, ADR 074): every change of an item or binder, who made it
 * how (origin) and in which batch (one request, or several requests sharing a batch id).
 */
export const CHANGE_KINDS = ['created', 'edited', 'moved', 'deleted', 'restored'] as const;
export const changeKindSchema = z.enum(CHANGE_KINDS);
export type ChangeKind = z.infer<typeof changeKindSchema>;

export const CHANGE_ORIGINS = [
  'typed',
  'scan',
  'csv_import',
  'deck_wishlist',
  'sell_request',
  'bulk_edit',
  'restore',
  'undo',
] as const;
export const changeOriginSchema = z.enum(CHANGE_ORIGINS);
export type ChangeOrigin = z.infer<typeof changeOriginSchema>;

/** Origins a client may name; restore and undo are the server's own. */
export const clientOriginSchema = changeOriginSchema.exclude(['restore', 'undo']);
export type ClientOrigin = z.infer<typeof clientOriginSchema>;

/** Request headers naming a write's origin and batch; the answer echoes the batch. */
export const CHANGE_ORIGIN_HEADER = 'x-change-origin';
export const CHANGE_DETAIL_HEADER = 'x-change-origin-detail';
export const CHANGE_BATCH_HEADER = 'x-change-batch';
export const MAX_ORIGIN_DETAIL = 200;

export const batchIdSchema = z.uuid();

/** A deleted item or binder stays restorable this long. */
export const TRASH_DAYS = 30;

export const fieldChangeSchema = z.object({ from: z.unknown(), to: z.unknown() });

export const collectionChangeSchema = z.object({
  id: z.number().int(),
  batch_id: batchIdSchema,
  item_id: z.number().int().nullable(),
  binder_id: z.number().int().nullable(),
  kind: changeKindSchema,
  fields: z.record(z.string(), fieldChangeSchema),
  origin: changeOriginSchema,
  origin_detail: z.string().nullable(),
  created_at: z.string(),
});
export type CollectionChange = z.infer<typeof collectionChangeSchema>;

export const itemHistorySchema = z.object({ items: z.array(collectionChangeSchema) });
