import type pg from 'pg';
import { PRODUCT_GAME_BY_LANGUAGE } from '#core/catalog/catalog-language.ts';
import { ByteWriter } from '../../lib/byte-writer.ts';
import { inUtcSession, utcTextToIso } from '../../lib/utc-session.ts';
import { LATEST_PRICE_FROM_CACHE_JOIN_SQL, productFromSql } from '../../read-models/catalog-sql.ts';
import {
  createProductWriter,
  PRODUCT_COLUMNS_SQL,
  type ProductColumns,
  type SetPart,
  setFieldsSql,
} from '../../read-models/product-json.ts';

// A user product is its own columns plus its catalog product rendered exactly as
// GET /api/tcgproducts/{id} renders it (same SQL, same writer). The list of a 10,000-item
// collection is written straight into JSON bytes, like the catalog's sync feed.

const USER_COLUMNS_SQL = `up.id, up.product_id, product.name, up.variant, up.api_id, up.wishlist,
  up.product_type, up.quantity, up.condition, product.language, up.graded, up.grade_score::float8,
  up.grading_company, up.purchase_price_cents, up.purchased_on::text, up.notes, up.binder_id,
  up.for_trade, date_trunc('milliseconds', up.created_at)::text, date_trunc('milliseconds', up.updated_at)::text,
  up.binder_page, up.binder_pocket, up.box_name, up.box_row, up.copy_language`;
const USER_COLUMN_COUNT = 25;

type UserColumns = [
  id: number,
  productId: string,
  productName: string,
  variant: string,
  apiId: string | null,
  wishlist: boolean,
  productType: string,
  quantity: number,
  condition: string,
  language: keyof typeof PRODUCT_GAME_BY_LANGUAGE,
  graded: boolean,
  gradeScore: number | null,
  gradingCompany: string | null,
  purchasePriceCents: number | null,
  purchasedOn: string | null,
  notes: string | null,
  binderId: number | null,
  forTrade: boolean,
  createdAt: string,
  updatedAt: string,
  binderPage: number | null,
  binderPocket: number | null,
  boxName: string | null,
  boxRow: number | null,
  copyLanguage: string | null,
];

const json = (value: string | number | null) => (value === null ? 'null' : JSON.stringify(value));

function userFieldsJson(row: UserColumns): string {
  const [id, productId, name, variant, apiId, wishlist, type, quantity, condition, language] = row;
  const cents = row[13];
  return (
    `{"id":${id},"product_id":${json(productId)},"product_name":${json(name)},` +
    `"variant":${json(variant)},"api_id":${json(apiId)},"wishlist":${wishlist},` +
    `"product_type":${json(type)},"quantity":${quantity},"condition":${json(condition)},` +
    `"game":"${PRODUCT_GAME_BY_LANGUAGE[language]}","language":"${language}",` +
    `"graded":${row[10]},"grade_score":${json(row[11])},"grading_company":${json(row[12])},` +
    `"purchase_price":${cents === null ? 'null' : cents / 100},"purchased_on":${json(row[14])},` +
    `"notes":${json(row[15])},"binder_id":${json(row[16])},"for_trade":${row[17]},` +
    `"binder_page":${json(row[20])},"binder_pocket":${json(row[21])},` +
    `"box_name":${json(row[22])},"box_row":${json(row[23])},"copy_language":${json(row[24])},` +
    `"created_at":"${utcTextToIso(row[18])}","updated_at":"${utcTextToIso(row[19])}","TCGProduct":`
  );
}

/** A JSON array of UserProduct, and where each item's object lies in it ([start, end) bytes). */
export type RenderedItems = { body: Buffer; ids: number[]; starts: number[]; ends: number[] };

/**
 * inUtcSession options for renderItemsWith: thousands of index lookups look expensive to the
 * planner; compiling them (JIT) only adds tens of milliseconds.
 */
export const RENDER_SESSION = { jit: false } as const;

/** Columns after the product's: its name and language, then its set's release date and part. */
const SET_RELEASE_COLUMN = USER_COLUMN_COUNT + 10;
const SET_FIELDS_COLUMN = USER_COLUMN_COUNT + 11;

/**
 * A user's items (all, or those in `ids`), newest first, as the bytes of a JSON array of
 * UserProduct. `client` must be in inUtcSession with RENDER_SESSION.
 */
export async function renderItemsWith(
  client: pg.PoolClient,
  userId: number,
  ids?: readonly number[],
): Promise<RenderedItems> {
  // The set parts come with the rows (no second query per render).
  const { rows } = await client.query<unknown[]>({
    // The product subquery's LIMIT keeps it a per-item index lookup: as a plain join the
    // planner would scan the whole catalog for a big collection.
    text: `SELECT ${USER_COLUMNS_SQL}, product.*
      FROM user_products up
      CROSS JOIN LATERAL (
        SELECT ${PRODUCT_COLUMNS_SQL}, p.name, p.language, s.release_date::text,
          ${setFieldsSql('s')}
        FROM ${productFromSql('catalog_products', LATEST_PRICE_FROM_CACHE_JOIN_SQL)}
        WHERE p.id = up.product_id LIMIT 1
      ) product
      WHERE up.user_id = $1 AND ($2::int[] IS NULL OR up.id = ANY($2::int[]))
      ORDER BY up.created_at DESC, up.id DESC`,
    values: [userId, ids ?? null],
    rowMode: 'array',
  });
  const sets = new Map<string, SetPart>();
  for (const row of rows) {
    const setId = row[USER_COLUMN_COUNT + 2] as string;
    if (!sets.has(setId)) {
      sets.set(setId, {
        fields: Buffer.from(row[SET_FIELDS_COLUMN] as string),
        releaseDate: row[SET_RELEASE_COLUMN] as string | null,
      });
    }
  }
  const out = new ByteWriter(rows.length > 100 ? 1024 * 1024 : 16 * 1024);
  const rendered: Omit<RenderedItems, 'body'> = { ids: [], starts: [], ends: [] };
  out.text('[');
  rows.forEach((row, index) => {
    out.text(index === 0 ? '' : ',');
    rendered.ids.push(row[0] as number);
    rendered.starts.push(out.length);
    out.text(userFieldsJson(row as UserColumns));
    // A writer per item: it separates the products it writes with commas.
    createProductWriter(out, sets)(row.slice(USER_COLUMN_COUNT) as ProductColumns);
    out.text('}');
    rendered.ends.push(out.length);
  });
  out.text(']');
  return { body: out.toBuffer(), ...rendered };
}

/**
 * A user's items (all, or those in `ids`), newest first, as the bytes of a JSON array of
 * UserProduct.
 */
export async function renderUserProducts(
  pool: pg.Pool,
  userId: number,
  ids?: readonly number[],
): Promise<Buffer> {
  return inUtcSession(
    pool,
    async (client) => (await renderItemsWith(client, userId, ids)).body,
    RENDER_SESSION,
  );
}
