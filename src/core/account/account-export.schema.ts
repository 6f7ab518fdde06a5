import { z } from 'zod';
import { POCKET_LAYOUTS } from '../collection/binder-location.ts';
import { COPY_LANGUAGES } from '../collection/copy-language.ts';
import {
  CONDITIONS,
  gradeScoreSchema,
  gradingCompanySchema,
  MAX_ITEM_QUANTITY,
} from '../collection/user-product.schema.ts';
import { DECK_FORMATS, MAX_LINE_COUNT } from '../decks/deck.schema.ts';
import { DISPLAY_CURRENCIES } from '../money/currency.ts';
import { VISIBILITIES } from '../social/social.schema.ts';

/**
 * The account export (issue 34, decision 075): one ZIP whose files hold every record a user
 * owns, field for field as stored, so a restore writes back exactly what was read. Field names
 * are the database's columns; timestamps keep PostgreSQL's microseconds.
 */
export const ACCOUNT_EXPORT_FORMAT = 'cardfolio-account-export';
/** Bump when a file or field changes meaning; a server reads every version up to its own. */
export const ACCOUNT_EXPORT_VERSION = 1;

const id = z.number().int().positive();
const timestamp = z.iso.datetime({ offset: true });
const day = z.iso.date();
const text = (max: number) => z.string().max(max, `must be at most ${max} characters`);
const cents = z.number().int().min(0);

export const binderRecordSchema = z.strictObject({
  id,
  name: text(60).min(1, 'must not be blank'),
  pocket_layout: z.enum(POCKET_LAYOUTS),
  created_at: timestamp,
  updated_at: timestamp,
});
export type BinderRecord = z.infer<typeof binderRecordSchema>;

/** A collection item or, with wishlist true, a wishlist entry. */
export const itemRecordSchema = z.strictObject({
  id,
  product_id: text(200).min(1, 'must not be blank'),
  product_type: z.enum(['card', 'sealed']),
  variant: text(120).min(1, 'must not be blank'),
  api_id: text(120).nullable(),
  wishlist: z.boolean(),
  quantity: z.number().int().min(1).max(MAX_ITEM_QUANTITY),
  condition: z.enum(CONDITIONS),
  graded: z.boolean(),
  grade_score: gradeScoreSchema.nullable(),
  grading_company: gradingCompanySchema.nullable(),
  purchase_price_cents: cents.nullable(),
  purchased_on: day.nullable(),
  notes: text(2000).nullable(),
  binder_id: id.nullable(),
  binder_page: z.number().int().min(1).nullable(),
  binder_pocket: z.number().int().min(1).nullable(),
  box_name: text(60).min(1, 'must not be blank').nullable(),
  box_row: z.number().int().min(1).nullable(),
  for_trade: z.boolean(),
  copy_language: z.enum(COPY_LANGUAGES).nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type ItemRecord = z.infer<typeof itemRecordSchema>;

export const deckRecordSchema = z.strictObject({
  id,
  name: text(80).min(1, 'must not be blank'),
  format: z.enum(DECK_FORMATS),
  created_at: timestamp,
  updated_at: timestamp,
  cards: z.array(
    z.strictObject({
      product_id: text(200).min(1, 'must not be blank'),
      count: z.number().int().min(1).max(MAX_LINE_COUNT),
      created_at: timestamp,
    }),
  ),
});
export type DeckRecord = z.infer<typeof deckRecordSchema>;

const sides = z.looseObject({
  left: z.number(),
  right: z.number(),
  top: z.number(),
  bottom: z.number(),
});
/** The saved guide lines and sub-scores of one face, kept whole (loose: nothing is dropped). */
const faceSchema = z.looseObject({
  lines: z.looseObject({ outer: sides, inner: sides }),
  subscores: z.looseObject({
    corners: z.number().nullable(),
    edges: z.number().nullable(),
    surface: z.number().nullable(),
  }),
});
const photoPath = z.string().regex(/^photos\/[\w-]+\.jpg$/, 'must name a file photos/<name>.jpg');

export const gradingRecordSchema = z.strictObject({
  id,
  item_id: id,
  front: faceSchema,
  back: faceSchema.nullable(),
  front_photo: photoPath,
  back_photo: photoPath.nullable(),
  ceilings: z.record(z.string(), z.number()),
  borderline: z.boolean(),
  overall: z.number().min(1).max(10).nullable(),
  thresholds_version: text(40).min(1, 'must not be blank'),
  created_at: timestamp,
});
export type GradingRecord = z.infer<typeof gradingRecordSchema>;

/** The day's value of the whole collection (binder_id null) or of one binder. */
export const snapshotRecordSchema = z.strictObject({
  binder_id: id.nullable(),
  snapshot_date: day,
  value_cents: z.number().int(),
  created_at: timestamp,
});
export type SnapshotRecord = z.infer<typeof snapshotRecordSchema>;

export const settingsRecordSchema = z.strictObject({
  display_name: text(80),
  /** Null: no choice made (prices in USD). */
  currency: z.enum(DISPLAY_CURRENCIES).nullable(),
  /** Null: no handle and private, the default. */
  social: z
    .strictObject({
      handle: text(24).nullable(),
      visibility: z.enum(VISIBILITIES),
      show_values: z.boolean(),
      updated_at: timestamp,
    })
    .nullable(),
});
export type SettingsRecord = z.infer<typeof settingsRecordSchema>;

export const manifestSchema = z.object({
  format: z.literal(ACCOUNT_EXPORT_FORMAT, 'is not a Cardfolio account export'),
  format_version: z.number().int().min(1),
  exported_at: timestamp,
  server_version: z.string(),
  account_id: id,
  files: z.record(
    z.string(),
    z.object({ sha256: z.string().regex(/^[0-9a-f]{64}$/), records: z.number().int().min(0) }),
  ),
});
export type Manifest = z.infer<typeof manifestSchema>;
