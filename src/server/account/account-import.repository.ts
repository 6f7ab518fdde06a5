import { sql } from 'drizzle-orm';
import type {
  BinderRecord,
  DeckRecord,
  GradingRecord,
  ItemRecord,
  SettingsRecord,
  SnapshotRecord,
} from '#core/account/account-export.schema.ts';
import type { Executor, Tx } from '../db/executor.ts';

/** Old id (in the file) -> new id (in this database). */
export type IdMap = Map<number, number>;

/** Rows per INSERT: one JSON parameter each, well under PostgreSQL's parameter limits. */
const CHUNK = 5_000;

const json = (value: unknown) => JSON.stringify(value);

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < rows.length; start += CHUNK) {
    out.push(rows.slice(start, start + CHUNK));
  }
  return out;
}

/** An int[] of `ids`, sent as one JSON parameter and built once (an init plan). */
const idArray = (ids: number[]) =>
  sql`ARRAY(SELECT jsonb_array_elements_text(${json(ids)}::jsonb)::int)`;

/** `count` fresh ids of `table`'s identity column, in order. */
async function newIds(tx: Tx, table: string, count: number): Promise<number[]> {
  if (count === 0) {
    return [];
  }
  const { rows } = await tx.execute<{ id: number }>(
    sql`SELECT nextval(pg_get_serial_sequence(${table}, 'id'))::int AS id
      FROM generate_series(1, ${count}) ORDER BY 1`,
  );
  return rows.map((row) => row.id);
}

function mapIds(records: readonly { id: number }[], ids: number[]): IdMap {
  return new Map(records.map((record, index) => [record.id, ids[index] as number]));
}

/** What the account holds of what a restore replaces. */
export async function countHoldings(db: Executor, userId: number) {
  const { rows } = await db.execute<{ n: number }>(sql`SELECT
    (SELECT count(*) FROM user_products WHERE user_id = ${userId})
    + (SELECT count(*) FROM binders WHERE user_id = ${userId})
    + (SELECT count(*) FROM decks WHERE user_id = ${userId})
    + (SELECT count(*) FROM grading_results WHERE user_id = ${userId}) AS n`);
  return Number(rows[0]?.n ?? 0);
}

/** The product ids among `ids` that this server's catalog does not have. */
export async function unknownProducts(db: Executor, ids: string[]): Promise<Set<string>> {
  const { rows } = await db.execute<{ id: string }>(sql`SELECT x.id FROM
    jsonb_array_elements_text(${json(ids)}::jsonb) AS x(id) WHERE NOT EXISTS
    (SELECT 1 FROM catalog_products p WHERE p.id = x.id)`);
  return new Set(rows.map((row) => row.id));
}

export async function handleTakenByOther(db: Executor, handle: string, userId: number) {
  const { rows } = await db.execute(sql`SELECT 1 FROM social_profiles
    WHERE lower(handle) = lower(${handle}) AND user_id <> ${userId}`);
  return rows.length > 0;
}

/** Restores of one account wait for each other (each replaces what the one before wrote). */
export async function lockAccount(tx: Tx, userId: number) {
  await tx.execute(sql`SELECT 1 FROM users WHERE id = ${userId} FOR UPDATE`);
}

/** The ids the account holds now, so they can be deleted once the new rows are in. */
export async function currentIds(tx: Tx, userId: number) {
  const { rows } = await tx.execute<{ items: number[]; binders: number[] }>(sql`SELECT
    ARRAY(SELECT id FROM user_products WHERE user_id = ${userId}) AS items,
    ARRAY(SELECT id FROM binders WHERE user_id = ${userId}) AS binders`);
  return rows[0] ?? { items: [], binders: [] };
}

export async function insertBinders(tx: Tx, userId: number, binders: BinderRecord[]) {
  const ids = mapIds(binders, await newIds(tx, 'binders', binders.length));
  const rows = binders.map((binder) => ({ ...binder, id: ids.get(binder.id) }));
  for (const part of chunks(rows)) {
    await tx.execute(sql`INSERT INTO binders (id, user_id, name, pocket_layout, created_at, updated_at)
      OVERRIDING SYSTEM VALUE
      SELECT id, ${userId}, name, pocket_layout, created_at, updated_at
      FROM jsonb_to_recordset(${json(part)}::jsonb) AS r(id int, name text, pocket_layout text,
        created_at timestamptz, updated_at timestamptz)`);
  }
  return ids;
}

export async function insertItems(tx: Tx, userId: number, items: ItemRecord[], binderIds: IdMap) {
  const ids = mapIds(items, await newIds(tx, 'user_products', items.length));
  const rows = items.map((item) => ({
    ...item,
    id: ids.get(item.id),
    binder_id: item.binder_id === null ? null : binderIds.get(item.binder_id),
  }));
  for (const part of chunks(rows)) {
    await tx.execute(sql`INSERT INTO user_products (id, user_id, product_id, product_type, variant,
      api_id, wishlist, quantity, condition, graded, grade_score, grading_company,
      purchase_price_cents, purchased_on, notes, binder_id, binder_page, binder_pocket, box_name,
      box_row, for_trade, copy_language, created_at, updated_at) OVERRIDING SYSTEM VALUE
      SELECT id, ${userId}, product_id, product_type, variant, api_id, wishlist, quantity,
        condition, graded, grade_score, grading_company, purchase_price_cents, purchased_on, notes,
        binder_id, binder_page, binder_pocket, box_name, box_row, for_trade, copy_language,
        created_at, updated_at
      FROM jsonb_to_recordset(${json(part)}::jsonb) AS r(id int, product_id text,
        product_type text, variant text, api_id text, wishlist boolean, quantity int,
        condition text, graded boolean, grade_score numeric, grading_company text,
        purchase_price_cents int, purchased_on date, notes text, binder_id int, binder_page int,
        binder_pocket int, box_name text, box_row int, for_trade boolean, copy_language text,
        created_at timestamptz, updated_at timestamptz)`);
  }
  return ids;
}

const pairs = (ids: IdMap) => json([...ids].map(([from, to]) => ({ from, to })));

/**
 * A restore into the same account keeps what points at its rows from outside the export: the
 * items offered in sell requests, eBay drafts and binder share links follow the new ids.
 */
export async function repointReferences(tx: Tx, userId: number, items: IdMap, binders: IdMap) {
  const itemPairs = sql`jsonb_to_recordset(${pairs(items)}::jsonb) AS m("from" int, "to" int)`;
  await tx.execute(sql`UPDATE sell_request_items s SET user_product_id = m."to" FROM ${itemPairs},
    sell_requests r WHERE s.user_product_id = m."from" AND r.id = s.request_id
    AND r.user_id = ${userId}`);
  await tx.execute(sql`UPDATE ebay_drafts d SET user_product_id = m."to" FROM ${itemPairs}
    WHERE d.user_product_id = m."from" AND d.user_id = ${userId}`);
  await tx.execute(sql`UPDATE share_links l SET binder_id = m."to"
    FROM jsonb_to_recordset(${pairs(binders)}::jsonb) AS m("from" int, "to" int)
    WHERE l.binder_id = m."from" AND l.user_id = ${userId}`);
}

/**
 * Deletes what the account held before the restore. The removal log (decision 051) is not
 * told: the items are not gone from the collection, they were written anew.
 */
export async function deleteOld(
  tx: Tx,
  userId: number,
  old: { items: number[]; binders: number[] },
) {
  await tx.execute(sql`DELETE FROM decks WHERE user_id = ${userId}`);
  await tx.execute(sql`DELETE FROM portfolio_snapshots WHERE user_id = ${userId}`);
  await tx.execute(sql`DELETE FROM grading_results WHERE user_id = ${userId}`);
  const items = idArray(old.items);
  await tx.execute(sql`DELETE FROM user_products WHERE user_id = ${userId} AND id = ANY(${items})`);
  await tx.execute(sql`DELETE FROM collection_removals WHERE user_id = ${userId}
    AND removed_at = now() AND item_id = ANY(${items})`);
  await tx.execute(
    sql`DELETE FROM binders WHERE user_id = ${userId} AND id = ANY(${idArray(old.binders)})`,
  );
}

export async function insertDecks(tx: Tx, userId: number, decks: DeckRecord[]) {
  const ids = mapIds(decks, await newIds(tx, 'decks', decks.length));
  const rows = decks.map(({ cards: _cards, ...deck }) => ({ ...deck, id: ids.get(deck.id) }));
  const cards = decks.flatMap((deck) =>
    deck.cards.map((card) => ({ ...card, deck_id: ids.get(deck.id) })),
  );
  await tx.execute(sql`INSERT INTO decks (id, user_id, name, format, created_at, updated_at)
    OVERRIDING SYSTEM VALUE
    SELECT id, ${userId}, name, format, created_at, updated_at
    FROM jsonb_to_recordset(${json(rows)}::jsonb) AS r(id int, name text, format text,
      created_at timestamptz, updated_at timestamptz)`);
  for (const part of chunks(cards)) {
    await tx.execute(sql`INSERT INTO deck_cards (deck_id, product_id, count, created_at)
      SELECT deck_id, product_id, count, created_at
      FROM jsonb_to_recordset(${json(part)}::jsonb) AS r(deck_id int, product_id text, count int,
        created_at timestamptz)`);
  }
}

export async function insertGradingResult(
  tx: Tx,
  userId: number,
  result: GradingRecord,
  itemId: number,
  photos: { front: Buffer; back: Buffer | null },
) {
  await tx.execute(sql`INSERT INTO grading_results (user_id, user_product_id, front, back,
    front_jpeg, back_jpeg, ceilings, borderline, overall, thresholds_version, created_at)
    VALUES (${userId}, ${itemId}, ${json(result.front)}::jsonb,
      ${result.back === null ? null : json(result.back)}::jsonb, ${photos.front}, ${photos.back},
      ${json(result.ceilings)}::jsonb, ${result.borderline}, ${result.overall},
      ${result.thresholds_version}, ${result.created_at}::timestamptz)`);
}

export async function insertSnapshots(
  tx: Tx,
  userId: number,
  snapshots: SnapshotRecord[],
  binderIds: IdMap,
) {
  const rows = snapshots.map((snapshot) => ({
    ...snapshot,
    binder_id: snapshot.binder_id === null ? null : binderIds.get(snapshot.binder_id),
  }));
  for (const part of chunks(rows)) {
    await tx.execute(sql`INSERT INTO portfolio_snapshots (user_id, binder_id, snapshot_date,
      value_cents, created_at)
      SELECT ${userId}, binder_id, snapshot_date, value_cents, created_at
      FROM jsonb_to_recordset(${json(part)}::jsonb) AS r(binder_id int, snapshot_date date,
        value_cents bigint, created_at timestamptz)`);
  }
}

/** Display name, currency and privacy as in the file; `handle` is the one to keep. */
export async function writeSettings(
  tx: Tx,
  userId: number,
  settings: SettingsRecord,
  handle: string | null,
) {
  await tx.execute(sql`UPDATE users SET display_name = ${settings.display_name}
    WHERE id = ${userId}`);
  await tx.execute(sql`DELETE FROM user_currency_preferences WHERE user_id = ${userId}`);
  if (settings.currency) {
    await tx.execute(sql`INSERT INTO user_currency_preferences (user_id, currency)
      VALUES (${userId}, ${settings.currency})`);
  }
  await tx.execute(sql`DELETE FROM social_profiles WHERE user_id = ${userId}`);
  const social = settings.social;
  if (social) {
    await tx.execute(sql`INSERT INTO social_profiles (user_id, handle, visibility, show_values,
      updated_at) VALUES (${userId}, ${handle}, ${social.visibility}, ${social.show_values},
      ${social.updated_at}::timestamptz)`);
  }
}
