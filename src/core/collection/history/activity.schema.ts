import { z } from 'zod';
import { batchIdSchema, changeKindSchema, changeOriginSchema } from './change.schema.ts';

/** GET /api/collection/activity: the user's batches, newest first, with filters. */
export const activityQuerySchema = z.object({
  origin: changeOriginSchema.optional(),
  kind: changeKindSchema.optional(),
  binder_id: z.coerce.number().int().positive().optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

export const activityBatchSchema = z.object({
  batch_id: batchIdSchema,
  origin: changeOriginSchema,
  origin_detail: z.string().nullable(),
  started_at: z.string(),
  change_count: z.number().int(),
  item_count: z.number().int(),
  binder_count: z.number().int(),
  kinds: z.array(changeKindSchema),
  /** A few of the products the batch touched, to recognise it by. */
  sample_names: z.array(z.string()),
  /** Undone by a later batch (its id), or null. */
  undone_by: batchIdSchema.nullable(),
});
export type ActivityBatch = z.infer<typeof activityBatchSchema>;

export const activityListSchema = z.object({
  items: z.array(activityBatchSchema),
  total: z.number().int(),
});
export type ActivityList = z.infer<typeof activityListSchema>;

export const undoInputSchema = z
  .object({
    /** Undo even when an item changed again since: the batch's values win for its fields. */
    force: z.boolean().default(false),
  })
  .default({ force: false });

export const undoResultSchema = z.object({
  /** The batch that records the undo (origin undo). */
  batch_id: batchIdSchema,
  changes: z.number().int(),
});
export type UndoResult = z.infer<typeof undoResultSchema>;
