import { and, eq, inArray } from 'drizzle-orm';
import type pg from 'pg';
import {
  type SellRequest,
  type SellRequestStatus,
  sellRequestNumber,
} from '#core/sell-requests/sell-request.schema.ts';
import type { ShippingAddress } from '#core/shop/order.schema.ts';
import type { Executor } from '../db/executor.ts';
import {
  catalogProducts,
  sellRequestItems,
  sellRequests,
  userProducts,
} from '../db/schema/index.ts';

/** The user's collection items among `ids`, with the catalog name to copy into the request. */
export async function findOwnedItems(db: Executor, userId: number, ids: number[]) {
  return db
    .select({
      id: userProducts.id,
      productId: userProducts.productId,
      productName: catalogProducts.name,
      wishlist: userProducts.wishlist,
    })
    .from(userProducts)
    .innerJoin(catalogProducts, eq(catalogProducts.id, userProducts.productId))
    .where(and(eq(userProducts.userId, userId), inArray(userProducts.id, ids)));
}

export type NewItem = {
  userProductId: number;
  productId: string;
  productName: string;
  condition: string;
  askingCents: number;
};

export async function insertRequest(
  db: Executor,
  values: { userId: number; returnAddress: ShippingAddress; note: string },
): Promise<number> {
  const [row] = await db.insert(sellRequests).values(values).returning({ id: sellRequests.id });
  if (!row) {
    throw new Error('sell request insert returned nothing');
  }
  return row.id;
}

export async function replaceItems(db: Executor, requestId: number, items: NewItem[]) {
  await db.delete(sellRequestItems).where(eq(sellRequestItems.requestId, requestId));
  await db.insert(sellRequestItems).values(items.map((item) => ({ ...item, requestId })));
}

/** The request's item ids; read under the request's row lock, they cannot change meanwhile. */
export async function findItemIds(db: Executor, requestId: number): Promise<number[]> {
  const rows = await db
    .select({ id: sellRequestItems.id })
    .from(sellRequestItems)
    .where(eq(sellRequestItems.requestId, requestId));
  return rows.map((row) => row.id);
}

export async function updateRequest(
  db: Executor,
  id: number,
  values: Partial<{
    status: SellRequestStatus;
    returnAddress: ShippingAddress;
    note: string;
    labelGeneratedAt: Date;
  }>,
) {
  await db
    .update(sellRequests)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(sellRequests.id, id));
}

export async function setOffer(db: Executor, requestId: number, itemId: number, cents: number) {
  await db
    .update(sellRequestItems)
    .set({ offerCents: cents })
    .where(and(eq(sellRequestItems.id, itemId), eq(sellRequestItems.requestId, requestId)));
}

export async function deleteRequest(db: Executor, id: number) {
  await db.delete(sellRequests).where(eq(sellRequests.id, id));
}

/** Locks the request row for a status change; undefined when it does not exist. */
export async function lockRequest(db: Executor, id: number) {
  const [row] = await db.select().from(sellRequests).where(eq(sellRequests.id, id)).for('update');
  return row;
}

const DELETED_ACCOUNT = 'Deleted account';

/**
 * Before the seller's account goes: requests the shop owes nothing on (submitted, offered,
 * declined) are deleted; accepted, received and paid ones stay, detached, with their items.
 */
export async function deleteUnsettledRequestsOf(db: Executor, userId: number): Promise<void> {
  await db
    .delete(sellRequests)
    .where(
      and(
        eq(sellRequests.userId, userId),
        inArray(sellRequests.status, ['submitted', 'offered', 'declined']),
      ),
    );
}

type Row = {
  id: number;
  user_id: number | null;
  user_email: string;
  status: SellRequestStatus;
  note: string;
  return_address: ShippingAddress;
  label_generated_at: Date | null;
  created_at: Date;
  updated_at: Date;
  items: SellRequest['items'];
};

const READ_SQL = `
  SELECT r.id, r.user_id, coalesce(u.email, '${DELETED_ACCOUNT}') AS user_email, r.status, r.note, r.return_address,
         r.label_generated_at, r.created_at, r.updated_at,
         coalesce((SELECT json_agg(json_build_object(
             'id', i.id, 'userProductId', i.user_product_id, 'productId', i.product_id,
             'productName', i.product_name, 'condition', i.condition,
             'askingCents', i.asking_cents, 'offerCents', i.offer_cents) ORDER BY i.id)
           FROM sell_request_items i WHERE i.request_id = r.id), '[]') AS items
    FROM sell_requests r LEFT JOIN users u ON u.id = r.user_id`;

function toSellRequest(row: Row): SellRequest {
  const offers = row.items.map((item) => item.offerCents);
  return {
    id: row.id,
    number: sellRequestNumber(row.id),
    userId: row.user_id,
    userEmail: row.user_email,
    status: row.status,
    note: row.note,
    returnAddress: { ...row.return_address, line2: row.return_address.line2 ?? '' },
    items: row.items,
    askingTotalCents: row.items.reduce((sum, item) => sum + item.askingCents, 0),
    offerTotalCents: offers.some((cents) => cents === null)
      ? null
      : offers.reduce<number>((sum, cents) => sum + (cents ?? 0), 0),
    labelGeneratedAt: row.label_generated_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export async function readRequest(pool: pg.Pool, id: number): Promise<SellRequest | undefined> {
  const { rows } = await pool.query<Row>(`${READ_SQL} WHERE r.id = $1`, [id]);
  return rows[0] ? toSellRequest(rows[0]) : undefined;
}

export async function readUserRequests(pool: pg.Pool, userId: number): Promise<SellRequest[]> {
  const { rows } = await pool.query<Row>(
    `${READ_SQL} WHERE r.user_id = $1 ORDER BY r.created_at DESC, r.id DESC`,
    [userId],
  );
  return rows.map(toSellRequest);
}

export async function readAllRequests(
  pool: pg.Pool,
  status: SellRequestStatus | undefined,
  limit: number,
): Promise<SellRequest[]> {
  const { rows } = await pool.query<Row>(
    `${READ_SQL} WHERE ($1::text IS NULL OR r.status = $1)
      ORDER BY r.created_at DESC, r.id DESC LIMIT $2`,
    [status ?? null, limit],
  );
  return rows.map(toSellRequest);
}
