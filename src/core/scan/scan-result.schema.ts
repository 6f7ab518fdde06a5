import { z } from 'zod';
import { catalogLanguageSchema } from '../catalog/catalog-language.ts';
import { productTypeSchema } from '../catalog/product.schema.ts';

/** Spec section 9 scan constants. */
export const SCAN_ACCURACY = 30000;
export const SCAN_JPEG_QUALITY = 0.9;
export const SCAN_MAX_WIDTH = 1200;
export const SCAN_CAPTURE_LOCK_MS = 500;
export const SCAN_ERROR_DISPLAY_MS = 3000;
export const SCAN_MAX_MATCHES = 3;
export const SCAN_MAX_CARDS_PER_PHOTO = 10;
export const SCAN_NO_CARDS_TEXT = 'No cards detected. Try again.';
export const SCAN_FAILED_TEXT = 'Failed to scan item';
/** Under "No cards detected": how to take a photo the scanner can read. */
export const SCAN_RETAKE_TIPS =
  'Lay the card flat on a plain surface, fill the frame with it, and avoid glare from lights.';

export const SCAN_TYPES = ['cards', 'sealed'] as const;
export const scanTypeSchema = z.enum(SCAN_TYPES);
export type ScanType = z.infer<typeof scanTypeSchema>;

/** single: one item; multi: up to 10 cards in one photo; binder: a 3x3 binder page (members). */
export const SCAN_MODES = ['single', 'multi', 'binder'] as const;
export const scanModeSchema = z.enum(SCAN_MODES);
export type ScanMode = z.infer<typeof scanModeSchema>;

/** One candidate: the spec's database and identification blocks plus a confidence in [0, 1]. */
export const scanMatchSchema = z.object({
  confidence: z.number().min(0).max(1),
  product_type: productTypeSchema,
  database: z.object({
    product_id: z.string(),
    product_name: z.string(),
    set_name: z.string().nullable(),
    card_number: z.string().nullable(),
    set_code: z.string().nullable(),
    image_url: z.string().nullable(),
    language: catalogLanguageSchema,
    /** The latest market price in US dollars, and the printing key it is for; null: no price. */
    market_price: z.number().nullable(),
    price_variant: z.string().nullable(),
  }),
  identification: z.object({
    id: z.string(),
    name: z.string(),
    setName: z.string().nullable(),
    number: z.string().nullable(),
    setCode: z.string().nullable(),
    imageUrl: z.string().nullable(),
    game: z.string(),
  }),
});
export type ScanMatch = z.infer<typeof scanMatchSchema>;

/** The matches (best first, at most 3) for one detected item, with its corners in the photo. */
export const scanGroupSchema = z.object({
  matches: z.array(scanMatchSchema).max(SCAN_MAX_MATCHES),
  /** Corners [x, y] in the uploaded image's pixels, clockwise from top-left; null for sealed. */
  corners: z
    .array(z.tuple([z.number(), z.number()]))
    .length(4)
    .nullable(),
});
export type ScanGroup = z.infer<typeof scanGroupSchema>;

/**
 * POST /api/scan/identify (multipart: image, scanType, scanAccuracy, optional scanMode, and for
 * a single-card scan optional corners: JSON [[x, y] x 4] in the image's pixels, clockwise from
 * top-left, read instead of detecting the card; see card-corners.ts for the checks).
 * `results` are the matches of the first (or only) detected item; `groups` has one entry per
 * detected item. Nothing detected is a 200 with empty `results` and `groups`, and `tried`
 * saying what was looked for. An empty scan index is a 503 `scan_not_ready`.
 */
export const scanResponseSchema = z.object({
  scanType: scanTypeSchema,
  scanMode: scanModeSchema,
  results: z.array(scanMatchSchema).max(SCAN_MAX_MATCHES),
  groups: z.array(scanGroupSchema).max(SCAN_MAX_CARDS_PER_PHOTO),
  /** What the scanner tried, in words, for a photo where it found nothing (see scan-attempts.ts). */
  tried: z.array(z.string()),
  /** Whole-request server time in milliseconds. */
  took_ms: z.number(),
});
export type ScanResponse = z.infer<typeof scanResponseSchema>;
