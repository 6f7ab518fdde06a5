import type { Queryable } from '../db/executor.ts';

// Every query returns ready JSON text (row_to_json), one record a row: PostgreSQL writes the
// timestamps with their microseconds and the numbers as stored, so the export loses nothing.

const ITEM_COLUMNS = `id, product_id, product_type, variant, api_id, wishlist, quantity, condition,
  graded, grade_score, grading_company, purchase_price_cents, purchased_on, notes, binder_id,
  binder_page, binder_pocket, box_name, box_row, for_trade, copy_language, created_at, updated_at`;

type Line = { id: number; line: string };

async function lines(db: Queryable, sql: string, params: unknown[]): Promise<Line[]> {
  const { rows } = await db.query<Line>(sql, params);
  return rows;
}

/** One page of the user's items (collection and wishlist) after `afterId`, oldest id first. */
export const itemLinesAfter = (db: Queryable, userId: number, afterId: number, limit: number) =>
  lines(
    db,
    `SELECT t.id, row_to_json(t)::text AS line FROM (SELECT ${ITEM_COLUMNS} FROM user_products
      WHERE user_id = $1 AND id > $2 ORDER BY id LIMIT $3) t`,
    [userId, afterId, limit],
  );

export async function countItems(db: Queryable, userId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM user_products WHERE user_id = $1',
    [userId],
  );
  return rows[0]?.n ?? 0;
}

export const binderLines = (db: Queryable, userId: number) =>
  lines(
    db,
    `SELECT t.id, row_to_json(t)::text AS line FROM (SELECT id, name, pocket_layout, created_at,
      updated_at FROM binders WHERE user_id = $1 ORDER BY id) t`,
    [userId],
  );

export const deckLines = (db: Queryable, userId: number) =>
  lines(
    db,
    `SELECT t.id, row_to_json(t)::text AS line FROM (SELECT d.id, d.name, d.format, d.created_at,
      d.updated_at, COALESCE((SELECT json_agg(json_build_object('product_id', c.product_id,
        'count', c.count, 'created_at', c.created_at) ORDER BY c.id)
        FROM deck_cards c WHERE c.deck_id = d.id), '[]'::json) AS cards
      FROM decks d WHERE d.user_id = $1 ORDER BY d.id) t`,
    [userId],
  );

export const gradingLines = (db: Queryable, userId: number) =>
  lines(
    db,
    `SELECT t.id, row_to_json(t)::text AS line FROM (SELECT id, user_product_id AS item_id, front,
      back, 'photos/' || id || '-front.jpg' AS front_photo,
      CASE WHEN back_jpeg IS NULL THEN NULL ELSE 'photos/' || id || '-back.jpg' END AS back_photo,
      ceilings, borderline, overall, thresholds_version, created_at
      FROM grading_results WHERE user_id = $1 ORDER BY id) t`,
    [userId],
  );

/** One grading result's photos, read when the ZIP reaches them (never all at once). */
export async function gradingPhotos(db: Queryable, userId: number, resultId: number) {
  const { rows } = await db.query<{ front_jpeg: Buffer; back_jpeg: Buffer | null }>(
    'SELECT front_jpeg, back_jpeg FROM grading_results WHERE id = $1 AND user_id = $2',
    [resultId, userId],
  );
  return rows[0] ?? null;
}

export const snapshotLines = (db: Queryable, userId: number) =>
  lines(
    db,
    `SELECT t.id, (to_jsonb(t) - 'id')::text AS line FROM (SELECT id, binder_id, snapshot_date,
      value_cents, created_at FROM portfolio_snapshots WHERE user_id = $1 ORDER BY id) t`,
    [userId],
  );

export async function settingsLine(db: Queryable, userId: number): Promise<string> {
  const { rows } = await db.query<{ line: string }>(
    `SELECT json_build_object('display_name', u.display_name,
      'currency', (SELECT p.currency FROM user_currency_preferences p WHERE p.user_id = u.id),
      'social', (SELECT json_build_object('handle', s.handle, 'visibility', s.visibility,
        'show_values', s.show_values, 'updated_at', s.updated_at)
        FROM social_profiles s WHERE s.user_id = u.id))::text AS line
    FROM users u WHERE u.id = $1`,
    [userId],
  );
  return rows[0]?.line ?? '{}';
}

/** Sell requests with their items: the shop's records of an exchange, exported to keep. */
export const sellRequestLines = (db: Queryable, userId: number) =>
  lines(
    db,
    `SELECT t.id, row_to_json(t)::text AS line FROM (SELECT r.id, r.status, r.return_address,
      r.note, r.label_generated_at, r.created_at, r.updated_at,
      COALESCE((SELECT json_agg(json_build_object('item_id', i.user_product_id,
        'product_id', i.product_id, 'product_name', i.product_name, 'condition', i.condition,
        'asking_cents', i.asking_cents, 'offer_cents', i.offer_cents) ORDER BY i.id)
        FROM sell_request_items i WHERE i.request_id = r.id), '[]'::json) AS items
      FROM sell_requests r WHERE r.user_id = $1 ORDER BY r.id) t`,
    [userId],
  );

/** The user's shop orders without payment details (provider references, card fingerprints). */
export const orderLines = (db: Queryable, userId: number) =>
  lines(
    db,
    `SELECT t.id, row_to_json(t)::text AS line FROM (SELECT o.id, o.status, o.currency,
      o.subtotal_cents, o.discount_cents, o.shipping_cents, o.total_cents, o.shipping_address,
      o.tracking_number, o.paid_at, o.created_at, o.updated_at,
      COALESCE((SELECT json_agg(json_build_object('name', l.name,
        'unit_price_cents', l.unit_price_cents, 'quantity', l.quantity) ORDER BY l.id)
        FROM order_lines l WHERE l.order_id = o.id), '[]'::json) AS lines
      FROM orders o WHERE o.user_id = $1 ORDER BY o.id) t`,
    [userId],
  );

/** Share links without their tokens: a restored account makes new links. */
export const shareLinkLines = (db: Queryable, userId: number) =>
  lines(
    db,
    `SELECT t.id, row_to_json(t)::text AS line FROM (SELECT id, scope, binder_id, created_at,
      revoked_at FROM share_links WHERE user_id = $1 ORDER BY id) t`,
    [userId],
  );
