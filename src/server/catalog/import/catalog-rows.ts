import { createHash } from 'node:crypto';
import { type CatalogLanguage, toCatalogLanguage } from '#core/catalog/catalog-language.ts';
import type {
  CardRecord,
  SealedRecord,
  SeriesRecord,
  SetRecord,
} from '#core/catalog/catalog-record.schema.ts';
import { toUrlName } from '#core/catalog/url-name.ts';
import { normalizeSearchText } from '#core/search/normalize-search-text.ts';
import type { CatalogRow } from './catalog-tables.ts';

// Bump when the mapping below changes, so the next import rewrites every row.
const ROW_FORMAT = 'catalog-row-v1';

/**
 * What a card or sealed row needs from its set. `shown` holds the set fields every product
 * response repeats (name, code, abbreviation, date): they go into the product's content hash,
 * so renaming a set re-stamps its products and the sync feed sends them again.
 */
export type SetContext = { language: CatalogLanguage; locale: string; shown: unknown[] };

const DEFAULT_LOCALE: Record<CatalogLanguage, string> = {
  english: 'en',
  japanese: 'ja',
  chinese: 'zh',
};

function withContentHash(
  row: Record<string, unknown> & { id: string },
  extra: unknown[] = [],
): CatalogRow {
  const hash = createHash('sha1')
    .update(ROW_FORMAT)
    .update(JSON.stringify(row))
    .update(JSON.stringify(extra))
    .digest('base64');
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

export function toCardRow(record: CardRecord, set: SetContext): CatalogRow {
  return withContentHash(
    {
      ...record,
      product_type: 'card',
      language: record.language ?? set.language,
      locale: record.locale ?? set.locale,
      search_name: normalizeSearchText(record.name),
      search_number: normalizeSearchText(record.number ?? ''),
    },
    set.shown,
  );
}

export function toSealedRow(record: SealedRecord, set: SetContext): CatalogRow {
  return withContentHash(
    {
      ...record,
      product_type: 'sealed',
      language: record.language ?? set.language,
      locale: set.locale,
      number: null,
      search_name: normalizeSearchText(record.name),
      search_number: '',
    },
    set.shown,
  );
}
