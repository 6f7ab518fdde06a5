import { z } from 'zod';
import { catalogLanguageSchema } from '../catalog/catalog-language.ts';
import { boxNameSchema } from './binder-location.ts';
import { copyLanguageSchema } from './copy-language.ts';
import {
  binderIdSchema,
  conditionSchema,
  purchasePriceSchema,
  variantSchema,
} from './user-product.schema.ts';

/**
 * PATCH /api/iOSUserCards/bulk (issue 32, decision 055): change, duplicate or delete many of
 * the caller's items in one transaction. The items are named by id or by the /home filters.
 */

/** One bulk call touches at most this many items (ids sent, or items a filter matches). */
export const MAX_BULK_CHANGE_ITEMS = 5000;

/** The /home list filters (CollectionFilters in collection-view.ts), as the server applies them. */
export const bulkFilterSchema = z.object({
  language: z.union([z.literal('all'), catalogLanguageSchema]).default('all'),
  kind: z.enum(['all', 'card', 'sealed']).default('all'),
  graded: z.enum(['all', 'graded', 'raw']).default('all'),
  binder: z.union([z.enum(['all', 'none']), binderIdSchema]).default('all'),
  list: z.enum(['collection', 'wishlist', 'all']).default('collection'),
  query: z.string().max(200).default(''),
  /** The language the copies are in (their own, else their card's); all when left out. */
  copyLanguage: copyLanguageSchema.optional(),
});

export const bulkChangesSchema = z
  .object({
    condition: conditionSchema,
    /** A printing key; per item it must be one of the product's printings. */
    variant: variantSchema,
    binder_id: binderIdSchema.nullable(),
    /** Into this box (out of any pocket; a new box starts without a row), or out of boxes. */
    box_name: boxNameSchema.nullable(),
    wishlist: z.boolean(),
    purchase_price: purchasePriceSchema.nullable(),
    purchased_on: z.iso.date().nullable(),
    /** The copies' own language; null (or the card's own) makes it the card's (ADR 067). */
    copy_language: copyLanguageSchema.nullable(),
  })
  .partial()
  .strict()
  .refine((changes) => Object.keys(changes).length > 0, 'changes must name at least one field');
export type BulkChanges = z.input<typeof bulkChangesSchema>;

const idsSchema = z
  .array(z.number().int().positive())
  .min(1, 'ids must not be empty')
  .max(MAX_BULK_CHANGE_ITEMS, `ids: at most ${MAX_BULK_CHANGE_ITEMS} items per bulk change`);

export const bulkChangeInputSchema = z
  .object({
    ids: idsSchema.optional(),
    filter: bulkFilterSchema.optional(),
    action: z.enum(['update', 'duplicate', 'delete']),
    changes: bulkChangesSchema.optional(),
  })
  .refine((body) => (body.ids === undefined) !== (body.filter === undefined), {
    message: 'send either ids or filter',
    path: ['ids'],
  })
  .refine((body) => (body.action === 'update') === (body.changes !== undefined), {
    message: 'changes go with action "update" (and only with it)',
    path: ['changes'],
  });
export type BulkChangeInput = z.input<typeof bulkChangeInputSchema>;

export const bulkSkipSchema = z.object({
  id: z.number().int(),
  field: z.string(),
  reason: z.string(),
});
export type BulkSkip = z.infer<typeof bulkSkipSchema>;

export const bulkChangeResultSchema = z.object({
  /** The items the call touched (changed or deleted), in id order. */
  ids: z.array(z.number().int()),
  /** New items (duplicate), in the order of `ids`. */
  created: z.array(z.number().int()),
  /** Changes left out for some items, with why (a printing the product does not have). */
  skipped: z.array(bulkSkipSchema),
});
export type BulkChangeResult = z.infer<typeof bulkChangeResultSchema>;
