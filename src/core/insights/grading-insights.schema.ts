import { z } from 'zod';
import {
  insightProductSchema,
  insightsLanguageSchema,
  insightsMetaSchema,
} from './insights.schema.ts';

export const gradingCompanies = ['PSA', 'CGC', 'SGC', 'BGS'] as const;

export const ladderRungSchema = z.object({
  grade: z.enum(['raw', '7', '8', '9', '10']),
  cents: z.number().int().nullable(),
  /** The rung's price over the raw price; null without both. */
  multiplier: z.number().nullable(),
});

/** Per card: raw, 7, 8, 9, 10 per company (our prices give 7-9 once for all companies). */
export const gradingLadderSchema = insightProductSchema.extend({
  companies: z.array(
    z.object({ company: z.enum(gradingCompanies), rungs: z.array(ladderRungSchema) }),
  ),
});
export type GradingLadder = z.infer<typeof gradingLadderSchema>;

export const gradingLadderResponseSchema = z.object({
  meta: insightsMetaSchema,
  ladder: gradingLadderSchema,
});

export const gradingPremiumsQuerySchema = z.object({
  language: insightsLanguageSchema.optional(),
  by: z.enum(['multiplier', 'amount']).default('amount'),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export const gradingPremiumSchema = insightProductSchema.extend({
  psa10Cents: z.number().int(),
  premiumCents: z.number().int(),
  multiplier: z.number(),
});
export const gradingPremiumsSchema = z.object({
  meta: insightsMetaSchema,
  by: z.enum(['multiplier', 'amount']),
  cards: z.array(gradingPremiumSchema),
});
export type GradingPremiums = z.infer<typeof gradingPremiumsSchema>;

export const gradingCandidateSchema = insightProductSchema.extend({
  userProductId: z.number().int(),
  quantity: z.number().int(),
  rawCents: z.number().int(),
  psa10Cents: z.number().int().nullable(),
  psa9Cents: z.number().int().nullable(),
  /** PSA 10 price minus raw price minus the grading fee. */
  psa10NetCents: z.number().int().nullable(),
  psa9NetCents: z.number().int().nullable(),
});
export const gradingCandidatesSchema = z.object({
  meta: insightsMetaSchema,
  feeCents: z.number().int(),
  candidates: z.array(gradingCandidateSchema),
});
export type GradingCandidates = z.infer<typeof gradingCandidatesSchema>;
