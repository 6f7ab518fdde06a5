/** A catalog table as the importer writes it: column names (snake_case) and PostgreSQL types. */
export type TableSpec = { table: string; columns: readonly (readonly [string, string])[] };

/** One row to upsert, keyed by column name; content_hash included. */
export type CatalogRow = Record<string, unknown> & { id: string; content_hash: string };

export const SERIES_TABLE: TableSpec = {
  table: 'catalog_series',
  columns: [
    ['id', 'text'],
    ['tcgdex_id', 'text'],
    ['source', 'text'],
    ['names', 'jsonb'],
    ['locales', 'text[]'],
    ['set_counts', 'jsonb'],
    ['first_release_date', 'date'],
    ['last_release_date', 'date'],
    ['release_order', 'integer'],
  ],
};

export const SETS_TABLE: TableSpec = {
  table: 'catalog_sets',
  columns: [
    ['id', 'text'],
    ['tcgdex_id', 'text'],
    ['language', 'text'],
    ['locale', 'text'],
    ['name', 'text'],
    ['search_name', 'text'],
    ['url_name', 'text'],
    ['series_id', 'text'],
    ['series_name', 'text'],
    ['abbreviation', 'text'],
    ['card_count_official', 'integer'],
    ['card_count_total', 'integer'],
    ['release_date', 'date'],
    ['tcgplayer_group_id', 'integer'],
    ['cardmarket_id', 'integer'],
    ['logo_url', 'text'],
    ['symbol_url', 'text'],
  ],
};

export const PRODUCTS_TABLE: TableSpec = {
  table: 'catalog_products',
  columns: [
    ['id', 'text'],
    ['product_type', 'text'],
    ['set_id', 'text'],
    ['tcgdex_id', 'text'],
    ['language', 'text'],
    ['locale', 'text'],
    ['number', 'text'],
    ['name', 'text'],
    ['search_name', 'text'],
    ['search_number', 'text'],
    ['english_name', 'text'],
    ['search_english_name', 'text'],
    ['print_group', 'text'],
    ['rarity', 'text'],
    ['category', 'text'],
    ['hp', 'integer'],
    ['types', 'text[]'],
    ['stage', 'text'],
    ['dex_ids', 'float8[]'],
    ['illustrator', 'text'],
    ['regulation_mark', 'text'],
    ['variants', 'jsonb'],
    ['image_url', 'text'],
    ['sealed_type', 'text'],
    ['packs', 'jsonb'],
    ['release_date', 'date'],
    ['msrp_cents', 'integer'],
    ['upc', 'text'],
    ['source', 'text'],
    ['tcgplayer_product_id', 'integer'],
    ['cardmarket_id', 'integer'],
    ['api_json', 'text'],
  ],
};
