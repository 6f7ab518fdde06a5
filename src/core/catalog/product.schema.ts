import { z } from 'zod';
import { catalogLanguageSchema, productGameSchema } from './catalog-language.ts';

export const PRODUCT_TYPES = ['card', 'sealed'] as const;
export const productTypeSchema = z.enum(PRODUCT_TYPES);

/** One printing of a card (catalog README "variants"); unknown keys are kept. */
export const cardVariantSchema = z.looseObject({
  type: z.string(),
  subtype: z.string().optional(),
  size: z.string().optional(),
  stamp: z.array(z.string()).optional(),
  foil: z.string().optional(),
  tcgplayer_product_id: z.number().int().optional(),
  cardmarket_id: z.number().int().optional(),
  cardtrader_id: z.number().int().optional(),
});
export type CardVariant = z.infer<typeof cardVariantSchema>;

/**
 * A catalog product (card or sealed) as the API sends it: the spec's TCG product fields first,
 * then extras. `image_url` is ready to show (`<base>/high.webp` for cards; may be null for
 * sealed). `market_price` is dollars from the latest price point with a market value, or null;
 * `price_date` / `price_source` describe that point. `updated_at` is the catalog row's change
 * time (ISO, UTC), the key the sync feed pages on.
 */
export const tcgProductSchema = z.object({
  product_id: z.string(),
  product_name: z.string(),
  number: z.string().nullable(),
  set_name: z.string().nullable(),
  set_id: z.string(),
  set_code: z.string().nullable(),
  set_abbrv: z.string().nullable(),
  game: productGameSchema,
  product_type: productTypeSchema,
  rarity: z.string().nullable(),
  image_url: z.string().nullable(),
  market_price: z.number().nullable(),
  language: catalogLanguageSchema,
  /** Japanese and Chinese cards: the card's English name when the catalog links one (decision 073). */
  english_name: z.string().nullable(),
  locale: z.string().nullable(),
  illustrator: z.string().nullable(),
  variants: z.array(cardVariantSchema).nullable(),
  sealed_type: z.string().nullable(),
  packs: z.record(z.string(), z.number()).nullable(),
  hp: z.number().int().nullable(),
  types: z.array(z.string()).nullable(),
  category: z.string().nullable(),
  release_date: z.string().nullable(),
  tcgplayer_product_id: z.number().int().nullable(),
  price_date: z.string().nullable(),
  price_source: z.string().nullable(),
  updated_at: z.string(),
});

export type TcgProduct = z.infer<typeof tcgProductSchema>;

/** GET /api/tcgproducts?set_id=: every product of one set. */
export const setProductsSchema = z.object({ products: z.array(tcgProductSchema) });

/** One entry of GET /api/iOSTCGProductValues/?productIds=... */
export const productValueSchema = z.object({
  product_id: z.string(),
  market_price: z.number().nullable(),
  price_date: z.string().nullable(),
  source: z.string().nullable(),
});
export type ProductValue = z.infer<typeof productValueSchema>;
