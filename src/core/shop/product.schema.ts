import { z } from 'zod';
import { dollarsToCents, numberText, optionalNumberText } from '../forms/number-text.schema.ts';

/** A shop product as the API sends it. Money is integer cents. */
export const shopProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  images: z.object({ imageUrl: z.string().nullable(), mainImage: z.string().nullable() }),
  price_cents: z.number().int(),
  member_price_cents: z.number().int().nullable(),
  currency: z.string(),
  stock: z.number().int(),
  categoryId: z.number().int().nullable(),
  member_only: z.boolean(),
  hidden: z.boolean(),
});
export type ShopProduct = z.infer<typeof shopProductSchema>;

/** One product as the API answers it, and a page of products with the total that match. */
export const productAnswerSchema = z.object({ product: shopProductSchema });
export const productPageSchema = z.object({
  products: z.array(shopProductSchema),
  total: z.number(),
});

export const shopCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
});
export type ShopCategory = z.infer<typeof shopCategorySchema>;

export const SHOP_PAGE_LIMIT_MAX = 100;

/** GET /api/products query (spec section 7): category, search, page, limit. */
export const productListQuerySchema = z.object({
  category: z.coerce.number().int().positive().optional(),
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(SHOP_PAGE_LIMIT_MAX).default(24),
});

const text = (max: number) => z.string().trim().max(max);
const imageUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => value === '' || /^(https?:\/\/|\/)/.test(value), 'must be an http(s) URL')
  .nullable()
  .optional();

const isMemberPriceAllowed = (value: { price_cents: number; member_price_cents: number | null }) =>
  value.member_price_cents === null || value.member_price_cents <= value.price_cents;
const MEMBER_PRICE_ISSUE = { path: ['member_price_cents'], message: 'must not exceed the price' };

/** Admin create/edit body. */
export const productInputSchema = z
  .object({
    name: text(200).min(1, 'Name is required'),
    description: text(5000).default(''),
    imageUrl,
    mainImage: imageUrl,
    price_cents: z.number().int().min(0).max(10_000_000),
    member_price_cents: z.number().int().min(0).max(10_000_000).nullable().default(null),
    stock: z.number().int().min(0).max(1_000_000).default(0),
    categoryId: z.number().int().positive().nullable().default(null),
    member_only: z.boolean().default(false),
    hidden: z.boolean().default(false),
  })
  .refine(isMemberPriceAllowed, MEMBER_PRICE_ISSUE);
export type ProductInput = z.infer<typeof productInputSchema>;

const productRules = productInputSchema.shape;

/**
 * The admin's new-product form: money typed in dollars, numbers as text, empty optional
 * fields null; each field then meets the create body's rule (the same names, so the server's
 * field errors land on the form's fields).
 */
export const productFormSchema = z
  .object({
    name: productRules.name,
    price_cents: numberText(productRules.price_cents, dollarsToCents),
    member_price_cents: optionalNumberText(
      productRules.member_price_cents.unwrap(),
      dollarsToCents,
    ),
    stock: numberText(productRules.stock.unwrap()),
    categoryId: optionalNumberText(productRules.categoryId.unwrap()),
    imageUrl: z
      .string()
      .transform((text) => text.trim() || null)
      .pipe(productRules.imageUrl.unwrap()),
  })
  .refine(isMemberPriceAllowed, MEMBER_PRICE_ISSUE);
export type ProductForm = z.input<typeof productFormSchema>;

export const productPatchSchema = z
  .object({
    name: text(200).min(1),
    description: text(5000),
    imageUrl,
    mainImage: imageUrl,
    price_cents: z.number().int().min(0).max(10_000_000),
    member_price_cents: z.number().int().min(0).max(10_000_000).nullable(),
    categoryId: z.number().int().positive().nullable(),
    member_only: z.boolean(),
    hidden: z.boolean(),
  })
  .partial()
  .strict();
export type ProductPatch = z.infer<typeof productPatchSchema>;

export const restockInputSchema = z.object({
  /** Added to the stock (may be negative to correct a count; stock never goes below 0). */
  delta: z.number().int().min(-1_000_000).max(1_000_000),
});

/** The admin inventory row's price box (dollars), checked by the edit body's rule. */
export const productPriceFormSchema = z.object({
  price_cents: numberText(productPatchSchema.shape.price_cents.unwrap(), dollarsToCents),
});

/** The admin inventory row's restock box, checked by the restock body's rule. */
export const restockFormSchema = z.object({ delta: numberText(restockInputSchema.shape.delta) });

/** GET /api/categories. */
export const categoriesAnswerSchema = z.object({ categories: z.array(shopCategorySchema) });
