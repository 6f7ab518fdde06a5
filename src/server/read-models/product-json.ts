import type pg from 'pg';
import type { TcgProduct } from '#core/catalog/product.schema.ts';
import { ByteWriter } from '../lib/byte-writer.ts';
import { utcTextToIso } from '../lib/utc-session.ts';

// A product is its stored api_json (its own fields, rendered at import) plus the fields that
// live elsewhere: its set's name, code and abbreviation, its release date (its own, else its
// set's), its latest price and updated_at. Set fields are read once per set, not per row, and
// everything is appended as bytes: the 50k-product sync feed does no per-row JSON work.

/**
 * Columns (in this order) for createProductWriter; FROM productFromSql(). Dates and times are
 * plain text casts: query them inside inUtcSession (UTC, ISO dates).
 */
export const PRODUCT_COLUMNS_SQL = `p.api_json, p.id, p.set_id, p.release_date::text,
  price.market_cents, price.price_date::text, price.source, p.updated_at::text`;

export type ProductColumns = [
  apiJson: string,
  id: string,
  setId: string,
  /** Sealed products' own date; null means the set's. */
  releaseDate: string | null,
  marketCents: number | null,
  priceDate: string | null,
  priceSource: string | null,
  /** As the UTC session prints it: '2025-01-02 03:04:05.123+00'. */
  updatedAt: string,
];

/** Query config for rows of PRODUCT_COLUMNS_SQL as arrays (less allocation per row). */
export function productQuery(text: string, values: unknown[]) {
  return { text, values, rowMode: 'array' as const };
}

/** A set's part of its products: the JSON of its fields, and its release date. */
export type SetPart = { fields: Buffer; releaseDate: string | null };

/** A set's fields as they are written into its products (SetPart.fields), from set `alias`. */
export function setFieldsSql(alias: string): string {
  return `concat(',"set_name":', coalesce(to_json(${alias}.name)::text, 'null'),
    ',"set_code":', coalesce(to_json(${alias}.tcgdex_id)::text, 'null'),
    ',"set_abbrv":', coalesce(to_json(${alias}.abbreviation)::text, 'null'))`;
}

/** The set parts of the given sets (of every set when `ids` is omitted). */
export async function loadSetParts(
  client: pg.PoolClient,
  ids?: string[],
): Promise<Map<string, SetPart>> {
  const { rows } = await client.query<{ id: string; fields: string; release_date: string | null }>(
    `SELECT id, release_date::text AS release_date, ${setFieldsSql('catalog_sets')} AS fields
     FROM catalog_sets WHERE $1::text[] IS NULL OR id = ANY($1::text[])`,
    [ids ?? null],
  );
  return new Map(
    rows.map((row) => [row.id, { fields: Buffer.from(row.fields), releaseDate: row.release_date }]),
  );
}

let lastUpdatedText = '';
let lastUpdatedIso = '';

/** A row's updated_at as ISO 8601; rows of one import batch share it, so the last is kept. */
export function updatedAtOf(row: ProductColumns): string {
  if (row[7] !== lastUpdatedText) {
    lastUpdatedText = row[7];
    lastUpdatedIso = utcTextToIso(row[7]);
  }
  return lastUpdatedIso;
}

// Dates and timestamps are digits, dashes and colons: nothing to escape.
const quoted = (value: string | null) => (value === null ? 'null' : `"${value}"`);
const NO_PRICE = ',"market_price":null,"price_date":null,"price_source":null';
const NO_SET: SetPart = {
  fields: Buffer.from(',"set_name":null,"set_code":null,"set_abbrv":null'),
  releaseDate: null,
};

/** Writes rows as TcgProduct JSON objects, comma-separated. */
export function createProductWriter(out: ByteWriter, sets: Map<string, SetPart>) {
  let written = 0;
  return function writeProduct(row: ProductColumns): void {
    const [apiJson, , setId, ownDate, cents] = row;
    const set = sets.get(setId) ?? NO_SET;
    const price =
      cents === null
        ? NO_PRICE
        : `,"market_price":${cents / 100},"price_date":${quoted(row[5])},"price_source":${JSON.stringify(row[6])}`;
    if (written++ > 0) {
      out.text(',');
    }
    // The stored object minus its closing brace (one byte, in the block just written).
    out.text(apiJson);
    out.dropLastByte();
    out.bytes(set.fields);
    out.text(
      `,"release_date":${quoted(ownDate ?? set.releaseDate)}${price},"updated_at":"${updatedAtOf(row)}"}`,
    );
  };
}

/** Rows as TcgProduct objects (for the small endpoints; the sync feed keeps the bytes). */
export async function toProducts(
  client: pg.PoolClient,
  rows: ProductColumns[],
): Promise<TcgProduct[]> {
  const sets = await loadSetParts(client, [...new Set(rows.map((row) => row[2]))]);
  const out = new ByteWriter(16 * 1024);
  const writeProduct = createProductWriter(out, sets);
  out.text('[');
  rows.forEach(writeProduct);
  out.text(']');
  return JSON.parse(out.toBuffer().toString('utf8')) as TcgProduct[];
}
