import type pg from 'pg';
import { type CatalogLanguage, PRODUCT_GAME_BY_LANGUAGE } from '#core/catalog/catalog-language.ts';
import type { ScanMatch } from '#core/scan/scan-result.schema.ts';
import { LATEST_PRICE_JOIN_SQL } from '../read-models/catalog-sql.ts';
import { CURRENT_VERSION_SQL, CURRENT_VERSIONS } from './index-store.ts';

type ProductRow = {
  id: string;
  product_type: 'card' | 'sealed';
  name: string;
  number: string | null;
  image_url: string | null;
  language: CatalogLanguage;
  set_name: string | null;
  set_code: string | null;
  market_price: number | null;
  price_variant: string | null;
};

/** Catalog fields of matched products, as the scan result's database and identification blocks. */
export async function findScanProducts(
  pool: pg.Pool,
  ids: string[],
): Promise<Map<string, Omit<ScanMatch, 'confidence'>>> {
  const { rows } = await pool.query<ProductRow>(
    `SELECT p.id, p.product_type, p.name, p.number, p.image_url, p.language,
       s.name AS set_name, s.tcgdex_id AS set_code,
       price.market_cents::float8 / 100 AS market_price, price.variant AS price_variant
     FROM catalog_products p JOIN catalog_sets s ON s.id = p.set_id
     ${LATEST_PRICE_JOIN_SQL}
     WHERE p.id = ANY($1::text[])`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, toScanProduct(row)]));
}

function toScanProduct(row: ProductRow): Omit<ScanMatch, 'confidence'> {
  // The catalog API renders a card's image as its TCGdex base URL plus /high.webp.
  const imageUrl =
    row.product_type === 'card' && row.image_url ? `${row.image_url}/high.webp` : row.image_url;
  return {
    product_type: row.product_type,
    database: {
      product_id: row.id,
      product_name: row.name,
      set_name: row.set_name,
      card_number: row.number,
      set_code: row.set_code,
      image_url: imageUrl,
      language: row.language,
      market_price: row.market_price,
      price_variant: row.price_variant,
    },
    identification: {
      id: row.id,
      name: row.name,
      setName: row.set_name,
      number: row.number,
      setCode: row.set_code,
      imageUrl,
      game: PRODUCT_GAME_BY_LANGUAGE[row.language],
    },
  };
}

/** The sealed product printed with this EAN/UPC (a UPC-A is an EAN-13 with a leading 0). */
export async function findProductByBarcode(pool: pg.Pool, code: string): Promise<string | null> {
  const variants = [
    code,
    code.replace(/^0(\d{12})$/, '$1'),
    code.length === 12 ? `0${code}` : code,
  ];
  const { rows } = await pool.query<{ id: string }>(
    'SELECT id FROM catalog_products WHERE upc = ANY($1::text[]) ORDER BY id LIMIT 1',
    [variants],
  );
  return rows[0]?.id ?? null;
}

/** Whether the scan index has any current entry (a fresh install has none until it is built). */
export async function hasScanIndexEntries(pool: pg.Pool): Promise<boolean> {
  const { rows } = await pool.query<{ ready: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM scan_index_entries e WHERE ${CURRENT_VERSION_SQL('e')}) AS ready`,
    CURRENT_VERSIONS,
  );
  return rows[0]?.ready === true;
}
