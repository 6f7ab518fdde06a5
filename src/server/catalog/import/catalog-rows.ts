import { createHash } from 'node:crypto';
import {
  type CatalogLanguage,
  PRODUCT_GAME_BY_LANGUAGE,
  toCatalogLanguage,
} from '#core/catalog/catalog-language.ts';
import type {
  CardRecord,
  SealedRecord,
  SeriesRecord,
  SetRecord,
} from '#core/catalog/catalog-record.schema.ts';
import { toUrlName } from '#core/catalog/url-name.ts';
import { normalizeSearchText } from '#core/search/normalize-search-text.ts';
import type { CatalogRow } from './catalog-tables.ts';
import type { CrossLanguage } from './cross-language/derive-cross-language.ts';

// Bump when the mapping below changes, so the next import rewrites every row.
const ROW_FORMAT = 'catalog-row-v2';

/** What a card or sealed row takes from its set. */
export type SetContext = { language: CatalogLanguage; locale: string };

const DEFAULT_LOCALE: Record<CatalogLanguage, string> = {
  english: 'en',
  japanese: 'ja',
  chinese: 'zh',
};

function withContentHash(row: Record<string, unknown> & { id: string }): CatalogRow {
  const hash = createHash('sha1').update(ROW_FORMAT).update(JSON.stringify(row)).digest('base64');
  return { ...row, content_hash: hash };
}

export function toSeriesRow(record: SeriesRecord): CatalogRow {
  return withContentHash({ ...record });
}

function languageOfSet(record: SetRecord): CatalogLanguage {
  return (
    record.language ??
    toCatalogLanguage(record.locale) ??
    toCatalogLanguage(record.id.match(/^(ja|zh)-/)?.[1]) ??
    'english'
  );
}

function localeOfSet(record: SetRecord, language: CatalogLanguage): string {
  return record.locale ?? record.id.match(/^(ja|zh-[a-z]{2})-/)?.[1] ?? DEFAULT_LOCALE[language];
}

export function toSetRow(record: SetRecord): CatalogRow {
  const language = languageOfSet(record);
  return withContentHash({
    ...record,
    language,
    locale: localeOfSet(record, language),
    search_name: normalizeSearchText(record.name ?? ''),
    url_name: toUrlName(record.name ?? record.id) || record.id.toLowerCase(),
  });
}

type ProductFields = {
  id: string;
  product_type: 'card' | 'sealed';
  set_id: string;
  language: CatalogLanguage;
  locale: string | null;
  number: string | null;
  name: string;
  english_name?: string | null;
  rarity?: string | null;
  category?: string | null;
  hp?: number | null;
  types?: string[] | null;
  illustrator?: string | null;
  variants?: unknown[] | null;
  image_url: string | null;
  sealed_type?: string | null;
  packs?: Record<string, number> | null;
  tcgplayer_product_id: number | null;
};

/**
 * The product's own TcgProduct fields (#core/catalog/product.schema.ts) as JSON text; reads
 * append the set, price and updated_at fields (see read-models/product-json.ts).
 */
export function renderProductJson(product: ProductFields): string {
  const image =
    product.product_type === 'card' && product.image_url
      ? `${product.image_url}/high.webp`
      : product.image_url;
  return JSON.stringify({
    product_id: product.id,
    product_name: product.name,
    english_name: product.english_name ?? null,
    number: product.number,
    set_id: product.set_id,
    game: PRODUCT_GAME_BY_LANGUAGE[product.language],
    product_type: product.product_type,
    rarity: product.rarity ?? null,
    image_url: image,
    language: product.language,
    locale: product.locale,
    illustrator: product.illustrator ?? null,
    variants: product.variants ?? null,
    sealed_type: product.sealed_type ?? null,
    packs: product.packs ?? null,
    hp: product.hp ?? null,
    types: product.types ?? null,
    category: product.category ?? null,
    tcgplayer_product_id: product.tcgplayer_product_id,
  });
}

function withProductJson(product: ProductFields & Record<string, unknown>): CatalogRow {
  return withContentHash({ ...product, api_json: renderProductJson(product) });
}

export function toCardRow(
  record: CardRecord,
  set: SetContext,
  crossLanguage?: CrossLanguage,
): CatalogRow {
  const englishName = crossLanguage?.englishName ?? null;
  return withProductJson({
    ...record,
    product_type: 'card',
    language: record.language ?? set.language,
    locale: record.locale ?? set.locale,
    search_name: normalizeSearchText(record.name),
    search_number: normalizeSearchText(record.number ?? ''),
    english_name: englishName,
    search_english_name: normalizeSearchText(englishName ?? ''),
    print_group: crossLanguage?.printGroup ?? null,
  });
}

export function toSealedRow(record: SealedRecord, set: SetContext): CatalogRow {
  return withProductJson({
    ...record,
    product_type: 'sealed',
    language: record.language ?? set.language,
    locale: set.locale,
    number: null,
    search_name: normalizeSearchText(record.name),
    search_number: '',
    search_english_name: '',
  });
}
