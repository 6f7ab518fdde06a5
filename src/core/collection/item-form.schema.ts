import { z } from 'zod';
import { numberText, optionalNumberText } from '../forms/number-text.schema.ts';
import { copyLanguageSchema } from './copy-language.ts';
import {
  binderIdSchema,
  conditionSchema,
  gradeScoreSchema,
  gradingCompanySchema,
  purchasePriceSchema,
  quantitySchema,
  variantSchema,
} from './user-product.schema.ts';

/**
 * The add / edit collection item form (numbers stay text until submitted), checked field by
 * field with the same rules as PUT /api/iOSUserCards/{id}. An ungraded item sends null
 * company and grade, as the server's grading rule wants.
 */
export const itemFormSchema = z
  .object({
    variant: variantSchema,
    quantity: numberText(quantitySchema),
    condition: conditionSchema,
    graded: z.boolean(),
    grading_company: gradingCompanySchema,
    grade_score: numberText(gradeScoreSchema),
    purchase_price: optionalNumberText(purchasePriceSchema.nullable()),
    binder_id: optionalNumberText(binderIdSchema.nullable()),
    /** On the trade list friends match against their wishlists. */
    for_trade: z.boolean(),
    /** "Language of this copy": the card's own unless changed (the server stores that as null). */
    copy_language: copyLanguageSchema,
    /** Only the /home edit dialog moves an item between the collection and the wishlist. */
    wishlist: z.boolean().optional(),
  })
  .transform((item) => ({
    ...item,
    grading_company: item.graded ? item.grading_company : null,
    grade_score: item.graded ? item.grade_score : null,
  }));

export type ItemFormValues = z.input<typeof itemFormSchema>;
export type ItemFormOutput = z.output<typeof itemFormSchema>;

/** The form's fields in the order their errors are reported. */
export const ITEM_FORM_FIELDS = Object.keys(itemFormSchema.in.shape) as (keyof ItemFormValues)[];

/**
 * The scan result's one-tap add: variant ('' until the catalog's printings arrive: the caller
 * picks the default), condition and quantity, with the API's rules.
 */
export const scanAddFormSchema = z.object({
  variant: z.union([z.literal(''), variantSchema]),
  condition: conditionSchema,
  quantity: numberText(quantitySchema),
});
