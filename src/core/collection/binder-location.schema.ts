import { z } from 'zod';
import {
  binderPageSchema,
  binderPocketSchema,
  boxNameSchema,
  getPocketCount,
  pocketLayoutSchema,
} from './binder-location.ts';
import { binderNameSchema, MAX_BULK_ITEMS, variantSchema } from './user-product.schema.ts';

/** Wire shapes of the location calls (issue 32); see docs/features/collection.md. */

/** POST /api/binders: a name and, optionally, the pocket layout (3x3 when left out). */
export const binderCreateSchema = z.object({
  name: binderNameSchema,
  pocket_layout: pocketLayoutSchema.optional(),
});

/** PUT /api/binders/{id}/layout. */
export const binderLayoutInputSchema = z.object({ pocket_layout: pocketLayoutSchema });

const MAX_POCKETS = Math.max(...pocketLayoutSchema.options.map(getPocketCount));

/**
 * One pocket of a scanned page, in reading order: an item of yours, or a product (an owned copy
 * not yet in a pocket is used, else a new copy is added); null for an empty pocket.
 */
export const filePageEntrySchema = z
  .object({
    user_product_id: z.number().int().positive().optional(),
    product_id: z.string().trim().min(1).optional(),
    variant: variantSchema.optional(),
  })
  .refine((entry) => (entry.user_product_id === undefined) !== (entry.product_id === undefined), {
    message: 'give either user_product_id or product_id',
  })
  .nullable();
export type FilePageEntry = z.infer<typeof filePageEntrySchema>;

/** POST /api/binders/{id}/pages/{page}/file. */
export const filePageInputSchema = z.object({
  entries: z.array(filePageEntrySchema).min(1, 'entries must not be empty').max(MAX_POCKETS),
});

export const filePageResultSchema = z.object({
  binder_id: z.number().int(),
  binder_page: z.number().int(),
  placed: z.array(
    z.object({
      binder_pocket: z.number().int(),
      user_product_id: z.number().int(),
      created: z.boolean(),
    }),
  ),
  /** Items that were on the page before and are not in the scan (they stay in the binder). */
  taken_out: z.array(z.number().int()),
});

export const filePageParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  page: z.coerce.number().pipe(binderPageSchema),
});

/** POST /api/binders/{id}/audit/apply: the fixes chosen at the end of an audit walk. */
export const auditApplyInputSchema = z.object({
  moves: z
    .array(
      z.object({
        user_product_id: z.number().int().positive(),
        binder_page: binderPageSchema,
        binder_pocket: binderPocketSchema,
      }),
    )
    .max(MAX_BULK_ITEMS)
    .default([]),
  missing: z.array(z.number().int().positive()).max(MAX_BULK_ITEMS).default([]),
});

/** GET /api/iOSUserCards/locations: items by location, sorted binder, page, pocket; box, row. */
export const locationQuerySchema = z.object({
  binder_id: z.coerce.number().int().positive().optional(),
  binder_page: z.coerce.number().pipe(binderPageSchema).optional(),
  box_name: boxNameSchema.optional(),
});
