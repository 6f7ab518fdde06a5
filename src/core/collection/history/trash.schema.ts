import { z } from 'zod';
import { batchIdSchema } from './change.schema.ts';

export const trashKindSchema = z.enum(['item', 'binder']);

export const trashEntrySchema = z.object({
  id: z.number().int(),
  kind: trashKindSchema,
  record_id: z.number().int(),
  /** The product name of an item, the name of a binder. */
  name: z.string(),
  /** Item: quantity, printing, condition...; binder: its name. */
  detail: z.string(),
  batch_id: batchIdSchema,
  deleted_at: z.string(),
  /** When the entry is purged (deleted_at + 30 days). */
  purge_at: z.string(),
});
export type TrashEntry = z.infer<typeof trashEntrySchema>;

export const trashListSchema = z.object({
  items: z.array(trashEntrySchema),
  total: z.number().int(),
});
export type TrashList = z.infer<typeof trashListSchema>;

export const restoreResultSchema = z.object({ batch_id: batchIdSchema });
export const emptyTrashResultSchema = z.object({ deleted: z.number().int() });
