import { z } from 'zod';
import { catalogLanguageSchema, productGameSchema } from '../catalog/catalog-language.ts';
import { productTypeSchema, tcgProductSchema } from '../catalog/product.schema.ts';
import { itemLocationFields, pocketLayoutSchema } from './binder-location.ts';
import { copyLanguageSchema } from './copy-language.ts';

/**
 * The collection wire contract shared by the server routes and the browser client
 * (spec sections 3, 5 and 7: /api/iOSUserCards, /api/iOSTCGProductValues, /api/binders).
 * Money on the wire is dollars (numbers with cents precision), as in the catalog API.
 */

export const CONDITIONS = ['NM', 'LP', 'MP', 'HP', 'DMG'] as const;
export const conditionSchema = z.enum(CONDITIONS);
export type Condition = z.infer<typeof conditionSchema>;

/** Companies a graded item may name. */
export const GRADING_COMPANIES = ['PSA', 'CGC', 'SGC', 'BGS', 'TAG', 'ACE', 'AGS', 'HGA'] as const;
export const gradingCompanySchema = z.enum(GRADING_COMPANIES);
export type GradingCompany = z.infer<typeof gradingCompanySchema>;

/** Spec 5: graded prices are looked up only for these companies (and grade >= 7). */
export const GRADED_PRICE_COMPANIES = ['PSA', 'CGC', 'SGC', 'BGS', 'TAG'] as const;
export const MIN_GRADED_PRICE_GRADE = 7;

export const MAX_ITEM_QUANTITY = 9999;
export const MAX_BULK_ITEMS = 500;
/** Purchase prices above this (dollars) are taken as typing mistakes. */
export const MAX_PURCHASE_PRICE = 10_000_000;

/** Grades run 1 to 10 in half steps. */
export const gradeScoreSchema = z
  .number()
  .min(1, 'grade_score must be between 1 and 10')
  .max(10, 'grade_score must be between 1 and 10')
  .refine((value) => Number.isInteger(value * 2), 'grade_score must be a whole or half grade');

/** One rule each for the API and the add / edit item form. */
/** A printing key (printing-key.ts); the longest catalog printing's key is 63 characters. */
export const variantSchema = z.string().trim().min(1).max(120);
export const quantitySchema = z
  .number()
  .int('quantity must be a whole number')
  .min(1, 'quantity must be at least 1')
  .max(MAX_ITEM_QUANTITY, `quantity must be at most ${MAX_ITEM_QUANTITY}`);
export const purchasePriceSchema = z.number().min(0).max(MAX_PURCHASE_PRICE);
export const binderIdSchema = z.number().int().positive();

const userProductFields = {
  product_id: z.string().trim().min(1, 'product_id is required'),
  /** Ignored on input (the catalog's name is stored); accepted because clients send it. */
  product_name: z.string().optional(),
  variant: variantSchema.default('normal'),
  api_id: z.string().trim().min(1).max(120).nullish(),
  wishlist: z.boolean().default(false),
  /** When sent it must match the catalog product's type. */
  product_type: productTypeSchema.optional(),
  quantity: quantitySchema.default(1),
  condition: conditionSchema.default('NM'),
  graded: z.boolean().default(false),
  grade_score: gradeScoreSchema.nullish(),
  grading_company: gradingCompanySchema.nullish(),
  purchase_price: purchasePriceSchema.nullish(),
  purchased_on: z.iso.date().nullish(),
  notes: z.string().max(2000).nullish(),
  binder_id: binderIdSchema.nullish(),
  /** Page and pocket in the binder, or box and row (issue 32). */
  ...itemLocationFields,
  /** On the owner's trade list (issue 16). */
  for_trade: z.boolean().optional(),
  /** The copy's own language (ADR 067); null: the card's language. */
  copy_language: copyLanguageSchema.nullish(),
  /** Derived from the catalog; accepted and ignored. */
  game: z.string().optional(),
  language: z.string().optional(),
};

/**
 * POST /api/iOSUserCards/ and each entry of POST /bulk. A graded item needs a company and a
 * grade; an ungraded one must not carry them (server-side refinement names the field).
 */
export const userProductInputSchema = z.object({
  ...userProductFields,
  /** When the item joined the collection (a CSV import keeps it); now when omitted. */
  created_at: z.iso.datetime({ offset: true }).nullish(),
});
export type UserProductInput = z.input<typeof userProductInputSchema>;

/**
 * PUT /api/iOSUserCards/{id}: any subset of the fields; product_id cannot change. No defaults
 * here: a field left out keeps its stored value.
 */
export const userProductUpdateSchema = z
  .object({
    ...userProductFields,
    variant: userProductFields.variant.unwrap(),
    wishlist: userProductFields.wishlist.unwrap(),
    quantity: userProductFields.quantity.unwrap(),
    condition: userProductFields.condition.unwrap(),
    graded: userProductFields.graded.unwrap(),
  })
  .partial()
  .omit({ product_id: true });
export type UserProductUpdate = z.input<typeof userProductUpdateSchema>;

export const bulkCreateInputSchema = z.object({
  products: z
    .array(userProductInputSchema)
    .min(1, 'products must not be empty')
    .max(MAX_BULK_ITEMS),
});

/** A collection item as the API returns it, with its catalog product attached. */
export const userProductSchema = z.object({
  id: z.number().int(),
  product_id: z.string(),
  product_name: z.string(),
  variant: z.string(),
  api_id: z.string().nullable(),
  wishlist: z.boolean(),
  product_type: productTypeSchema,
  quantity: z.number().int(),
  condition: conditionSchema,
  game: productGameSchema,
  language: catalogLanguageSchema,
  graded: z.boolean(),
  grade_score: z.number().nullable(),
  grading_company: gradingCompanySchema.nullable(),
  purchase_price: z.number().nullable(),
  purchased_on: z.string().nullable(),
  notes: z.string().nullable(),
  binder_id: z.number().int().nullable(),
  /** Added by issue 16; optional so older clients and fixtures stay valid. */
  for_trade: z.boolean().optional(),
  /** Added by issue 32 (where the copy is); optional like for_trade. */
  binder_page: z.number().int().nullable().optional(),
  binder_pocket: z.number().int().nullable().optional(),
  box_name: z.string().nullable().optional(),
  box_row: z.number().int().nullable().optional(),
  /** The copy's own language (ADR 067), null when it is the card's; optional like for_trade. */
  copy_language: copyLanguageSchema.nullable().optional(),
  created_at: z.string(),
  updated_at: z.string(),
  TCGProduct: tcgProductSchema,
});
export type UserProduct = z.infer<typeof userProductSchema>;

/**
 * Whose price a value uses: 'printing' when a feed priced the item's own printing,
 * 'type_fallback' when it borrows another printing's price (usually its coarse type's:
 * `price_variant`); null without a price. Optional so older answers stay valid.
 */
export const PRICE_BASES = ['printing', 'type_fallback'] as const;
export type PriceBasis = (typeof PRICE_BASES)[number];
const priceBasisFields = {
  price_basis: z.enum(PRICE_BASES).nullable().optional(),
  price_variant: z.string().nullable().optional(),
};

/**
 * GET /api/iOSTCGProductValues/collection-values: an object keyed by user product id.
 * Values are for the whole item (unit value x quantity); null when no price is known.
 */
export const collectionValueEntrySchema = z.object({
  current_value: z.number().nullable(),
  previous_value: z.number().nullable(),
  daily_change: z.number().nullable(),
  unit_value: z.number().nullable(),
  price_date: z.string().nullable(),
  price_source: z.string().nullable(),
  ...priceBasisFields,
});
export type CollectionValueEntry = z.infer<typeof collectionValueEntrySchema>;
export const collectionValuesSchema = z.record(z.string(), collectionValueEntrySchema);
export type CollectionValues = z.infer<typeof collectionValuesSchema>;

/** GET .../specific-values?userProductIds=1,2 -> an array of these. */
export const specificValueSchema = z.object({
  id: z.number().int(),
  current_value: z.number().nullable(),
  value: z.number().nullable(),
  previous_value: z.number().nullable(),
  daily_change: z.number().nullable(),
  ...priceBasisFields,
});

/** GET .../graded-values?apiIds=a,b -> an array of these (spec 3 graded price record). */
export const gradedPriceRecordSchema = z.object({
  api_id: z.string(),
  market_price: z.number().nullable(),
  psa_10_price: z.number().nullable(),
  cgc_10_price: z.number().nullable(),
  sgc_10_price: z.number().nullable(),
  bgs_10_price: z.number().nullable(),
  graded_9_price: z.number().nullable(),
  graded_8_price: z.number().nullable(),
  graded_7_price: z.number().nullable(),
});
export type GradedPriceRecord = z.infer<typeof gradedPriceRecordSchema>;

/** GET /api/iOSUserCards/portfolio/snapshots -> an array of these, oldest first. */
export const portfolioSnapshotWireSchema = z.object({
  created_at: z.string(),
  value: z.number(),
  binder_id: z.number().int().nullable(),
});
export type PortfolioSnapshotWire = z.infer<typeof portfolioSnapshotWireSchema>;

export const binderNameSchema = z
  .string()
  .trim()
  .min(1, 'name is required')
  .max(60, 'name must be at most 60 characters');
export const binderInputSchema = z.object({ name: binderNameSchema });

export const binderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  item_count: z.number().int(),
  created_at: z.string(),
  /** Pockets per page (issue 32); optional so older fixtures stay valid. */
  pocket_layout: pocketLayoutSchema.optional(),
});
export type Binder = z.infer<typeof binderSchema>;

/** POST /api/binders/move-items: binder_id null takes the items out of every binder. */
export const moveItemsInputSchema = z.object({
  userProductIds: z.array(z.number().int().positive()).min(1).max(MAX_BULK_ITEMS),
  binder_id: z.number().int().positive().nullable(),
});

/** GET /api/tcgproducts/{id}/price-history?variant= (our design; the card page chart). */
export const priceHistoryPointSchema = z.object({
  date: z.string(),
  market_price: z.number().nullable(),
  psa_10_price: z.number().nullable(),
  graded_9_price: z.number().nullable(),
  /** A corrected day (decision 080): why, and the feed's price it replaced. */
  correction: z.object({ reason: z.string(), original_price: z.number().nullable() }).optional(),
});
export const priceHistorySchema = z.object({
  product_id: z.string(),
  /** The printing the points are for: the one asked for, or its coarse type (price_basis). */
  variant: z.string(),
  price_basis: priceBasisFields.price_basis,
  source: z.string().nullable(),
  simulated: z.boolean(),
  points: z.array(priceHistoryPointSchema),
});
export type PriceHistory = z.infer<typeof priceHistorySchema>;

/** The price source the demo simulator writes; pages showing such prices say 'simulated prices'. */
export const SIMULATED_PRICE_SOURCE = 'simulated';
