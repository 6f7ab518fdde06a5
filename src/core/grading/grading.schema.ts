import { z } from 'zod';
import { GRADING_COMPANIES } from './thresholds.ts';

const position = z.number().finite().min(-10_000).max(10_000);
export const sidesSchema = z.object({
  left: position,
  right: position,
  top: position,
  bottom: position,
});
export const guideLinesSchema = z.object({ outer: sidesSchema, inner: sidesSchema });

const ratio = z.tuple([z.number(), z.number()]);
export const centeringSchema = z.object({ leftRight: ratio, topBottom: ratio });

const subscore = z.number().min(1).max(10).nullable();
export const faceSubscoresSchema = z.object({
  corners: subscore,
  edges: subscore,
  surface: subscore,
});

export const markSchema = z.object({
  kind: z.enum([
    'corner_whitening',
    'edge_whitening',
    'surface_glare',
    'surface_scratch',
    'surface_line',
  ]),
  x: z.number(),
  y: z.number(),
  w: z.number(),
  h: z.number(),
});

export const PROBLEM_CODES = [
  'no_card',
  'too_small',
  'too_blurred',
  'too_tilted',
  'glare_on_border',
  'border_not_found',
] as const;
export const problemSchema = z.object({ code: z.enum(PROBLEM_CODES), message: z.string() });

export const faceEstimateSchema = z.object({
  found: z.boolean(),
  /** The card's corners in the uploaded photo's pixels, clockwise from top-left. */
  corners: z
    .array(z.tuple([z.number(), z.number()]))
    .length(4)
    .nullable(),
  /** The rectified card (JPEG data URL) the guide lines refer to. */
  image: z.string().nullable(),
  size: z.object({ width: z.number().int(), height: z.number().int() }).nullable(),
  lines: guideLinesSchema.nullable(),
  centering: centeringSchema.nullable(),
  subscores: faceSubscoresSchema,
  marks: z.array(markSchema),
  confidence: z.number().min(0).max(1),
  problems: z.array(problemSchema),
});
export type FaceEstimate = z.infer<typeof faceEstimateSchema>;

const companyGrades = z.object(
  Object.fromEntries(GRADING_COMPANIES.map((c) => [c, z.number()])) as Record<
    (typeof GRADING_COMPANIES)[number],
    z.ZodNumber
  >,
);

export const estimateResponseSchema = z.object({
  front: faceEstimateSchema,
  back: faceEstimateSchema.nullable(),
  /** Best grade each company's centering rule allows; null when no face could be measured. */
  ceilings: companyGrades.nullable(),
  borderline: z.boolean(),
  overall: z.number().nullable(),
  label: z.literal('AI estimate, not a grade'),
  thresholdsVersion: z.string(),
  took_ms: z.number(),
});
export type EstimateResponse = z.infer<typeof estimateResponseSchema>;

export const gradeOddsSchema = z
  .array(
    z.object({
      grade: z.number().min(1).max(10).multipleOf(0.5),
      probability: z.number().min(0).max(1),
    }),
  )
  .min(1)
  .max(19)
  .refine(
    (odds) => Math.abs(odds.reduce((s, o) => s + o.probability, 0) - 1) < 0.005,
    'grade probabilities must add up to 1',
  );

export const roiRequestSchema = z.object({
  productId: z.string().min(1).max(100),
  variant: z.string().min(1).max(60).optional(),
  grades: gradeOddsSchema.optional(),
  /** Centering ceilings from an estimate: probability above a ceiling moves onto it. */
  ceilings: companyGrades.partial().optional(),
});
export type RoiRequest = z.infer<typeof roiRequestSchema>;

export const companyRoiSchema = z.object({
  company: z.enum(GRADING_COMPANIES),
  expectedCents: z.number().int(),
  level: z.string(),
  feeCents: z.number().int(),
  shippingCents: z.number().int(),
  netCents: z.number().int(),
  rawCents: z.number().int(),
  gainCents: z.number().int(),
  unpricedShare: z.number(),
  odds: z.array(z.object({ grade: z.number(), probability: z.number() })),
});

export const roiResponseSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  variant: z.string(),
  rawCents: z.number().int(),
  companies: z.array(companyRoiSchema),
  feesVersion: z.string(),
  feesCheckedOn: z.string(),
});
export type RoiResponse = z.infer<typeof roiResponseSchema>;

/** The rectified photo as a JPEG data URL (at most about 1.5 MB). */
const jpegDataUrl = z
  .string()
  .max(2_100_000, 'image is larger than 1.5 MB')
  .regex(/^data:image\/jpeg;base64,[A-Za-z0-9+/]+=*$/, 'image must be a JPEG data URL');

export const savedFaceInputSchema = z.object({
  lines: guideLinesSchema,
  subscores: faceSubscoresSchema,
  image: jpegDataUrl,
});

export const saveResultSchema = z.object({
  userProductId: z.number().int().positive(),
  front: savedFaceInputSchema,
  back: savedFaceInputSchema.nullable().optional(),
});
export type SaveResultInput = z.infer<typeof saveResultSchema>;

export const savedFaceSchema = z.object({
  lines: guideLinesSchema,
  centering: centeringSchema,
  subscores: faceSubscoresSchema,
  image: z.string().nullable(),
});

export const savedResultSchema = z.object({
  id: z.number().int(),
  userProductId: z.number().int(),
  productId: z.string(),
  productName: z.string(),
  front: savedFaceSchema,
  back: savedFaceSchema.nullable(),
  ceilings: companyGrades,
  borderline: z.boolean(),
  overall: z.number().nullable(),
  thresholdsVersion: z.string(),
  createdAt: z.string(),
});
export type SavedResult = z.infer<typeof savedResultSchema>;
export const savedResultListSchema = z.object({ results: z.array(savedResultSchema) });
