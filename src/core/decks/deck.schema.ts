import { z } from 'zod';

export const DECK_FORMATS = ['standard', 'expanded', 'unlimited'] as const;
export const deckFormatSchema = z.enum(DECK_FORMATS, {
  error: 'format must be standard, expanded or unlimited',
});
export type DeckFormat = z.infer<typeof deckFormatSchema>;

export const FORMAT_LABELS: Record<DeckFormat, string> = {
  standard: 'Standard',
  expanded: 'Expanded',
  unlimited: 'Unlimited',
};

/** A deck holds exactly this many cards to be legal; one card line may hold at most this many. */
export const DECK_SIZE = 60;
export const MAX_LINE_COUNT = 60;

export const deckNameSchema = z
  .string()
  .trim()
  .min(1, 'Name is required')
  .max(80, 'Name must be at most 80 characters');

export const deckInputSchema = z.object({ name: deckNameSchema, format: deckFormatSchema });
export type DeckInput = z.input<typeof deckInputSchema>;

export const deckUpdateSchema = z
  .object({ name: deckNameSchema, format: deckFormatSchema })
  .partial()
  .refine((value) => value.name !== undefined || value.format !== undefined, {
    message: 'send name or format',
  });

export const deckCardInputSchema = z.object({
  count: z
    .number()
    .int('count must be a whole number')
    .min(0, 'count must be 0 (remove) or more')
    .max(MAX_LINE_COUNT, `count must be at most ${MAX_LINE_COUNT}`),
});

export const deckImportInputSchema = z.object({
  name: deckNameSchema,
  format: deckFormatSchema,
  text: z.string().max(20_000, 'text must be at most 20000 characters'),
});
export type DeckImportInput = z.input<typeof deckImportInputSchema>;

export const deckSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  format: deckFormatSchema,
  card_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DeckSummary = z.infer<typeof deckSummarySchema>;

export const deckProblemSchema = z.object({
  rule: z.enum(['deck_size', 'copies', 'basic_pokemon', 'ace_spec', 'radiant', 'format']),
  message: z.string(),
  product_ids: z.array(z.string()),
});
export type DeckProblem = z.infer<typeof deckProblemSchema>;

export const deckCardSchema = z.object({
  product_id: z.string(),
  name: z.string(),
  set_id: z.string(),
  set_code: z.string(),
  number: z.string().nullable(),
  category: z.string().nullable(),
  image_url: z.string().nullable(),
  count: z.number().int(),
  owned: z.number().int(),
  missing: z.number().int(),
  market_price: z.number().nullable(),
});
export type DeckCard = z.infer<typeof deckCardSchema>;

export const deckDetailSchema = deckSummarySchema.extend({
  cards: z.array(deckCardSchema),
  problems: z.array(deckProblemSchema),
  legal: z.boolean(),
  legality_table: z.object({ version: z.string(), source: z.string() }),
  missing_count: z.number().int(),
  unpriced_missing_count: z.number().int(),
  cost_to_complete: z.number(),
});
export type DeckDetail = z.infer<typeof deckDetailSchema>;

export const unknownLineSchema = z.object({
  line: z.number().int(),
  text: z.string(),
  reason: z.string(),
});
export type UnknownLine = z.infer<typeof unknownLineSchema>;

export const deckImportResultSchema = z.object({
  deck: deckSummarySchema,
  unknown_lines: z.array(unknownLineSchema),
});
export type DeckImportResult = z.infer<typeof deckImportResultSchema>;

export const deckExportSchema = z.object({ text: z.string() });
export const wishlistResultSchema = z.object({ added: z.number().int(), items: z.number().int() });
