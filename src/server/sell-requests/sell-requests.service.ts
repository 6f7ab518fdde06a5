import type pg from 'pg';
import { AppError } from '#core/errors.ts';
import {
  type CreateSellRequest,
  canAdminMove,
  createSellRequestSchema,
  LABEL_STATUSES,
  OWNER_DELETABLE,
  OWNER_EDITABLE,
  type SellRequest,
  type SellRequestItemInput,
  type SellRequestStatus,
} from '#core/sell-requests/sell-request.schema.ts';
import type { ShippingAddress } from '#core/shop/order.schema.ts';
import { recordAdminAction } from '../audit/audit-log.repository.ts';
import type { Db } from '../db/client.ts';
import type { Executor } from '../db/executor.ts';
import { notifyAdmins, notifyUser } from '../notifications/notify.ts';
import type { SessionUser } from '../plugins/session.ts';
import { enforceQuota } from '../quotas/enforce-quota.ts';
import {
  deleteRequest,
  deleteUnsettledRequestsOf,
  findItemIds,
  findOwnedItems,
  insertRequest,
  lockRequest,
  type NewItem,
  readAllRequests,
  readRequest,
  readUserRequests,
  replaceItems,
  setOffer,
  updateRequest,
} from './sell-requests.repository.ts';

export type AdminAction = {
  adminId: number;
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
};

export type SellRequestDeps = {
  db: Db;
  pool: pg.Pool;
  audit: (db: Executor, entry: AdminAction) => Promise<unknown>;
};

/** The service's deps, with admin actions recorded in the audit log. */
export function sellRequestDeps(deps: { db: Db; pool: pg.Pool }): SellRequestDeps {
  return { db: deps.db, pool: deps.pool, audit: recordAdminAction };
}

/** The user's sell requests, newest first. */
export async function listUserRequests(pool: pg.Pool, userId: number): Promise<SellRequest[]> {
  return readUserRequests(pool, userId);
}

/** Every sell request (of one status, or all), newest first, at most `limit`. */
export async function listAllRequests(
  pool: pg.Pool,
  status: SellRequestStatus | undefined,
  limit: number,
): Promise<SellRequest[]> {
  return readAllRequests(pool, status, limit);
}

type CreateInput = ReturnType<typeof createSellRequestSchema.parse>;
type UpdateInput = Partial<CreateInput>;

const NOT_FOUND = 'Sell request not found';

function notFound(): AppError {
  return new AppError('NOT_FOUND', NOT_FOUND);
}

/** The request if the user owns it or is an admin; 404 otherwise (another user's id is unknown). */
export async function getVisible(
  deps: SellRequestDeps,
  user: SessionUser,
  id: number,
): Promise<SellRequest> {
  const found = await readRequest(deps.pool, id);
  if (!found || (found.userId !== user.id && user.role !== 'admin')) {
    throw notFound();
  }
  return found;
}

async function loadOwned(deps: SellRequestDeps, user: SessionUser, id: number) {
  const found = await readRequest(deps.pool, id);
  if (!found || found.userId !== user.id) {
    throw notFound();
  }
  return found;
}

async function toNewItems(
  db: Executor,
  userId: number,
  items: SellRequestItemInput[],
): Promise<NewItem[]> {
  const owned = await findOwnedItems(
    db,
    userId,
    items.map((item) => item.userProductId),
  );
  const byId = new Map(owned.map((row) => [row.id, row]));
  return items.map((item) => {
    const row = byId.get(item.userProductId);
    if (!row) {
      throw new AppError('NOT_FOUND', `Collection item ${item.userProductId} was not found`);
    }
    if (row.wishlist) {
      throw new AppError(
        'VALIDATION_FAILED',
        `${row.productName} is on your wishlist, not in your collection`,
      );
    }
    return {
      userProductId: row.id,
      productId: row.productId,
      productName: row.productName,
      condition: item.condition,
      askingCents: item.askingCents,
    };
  });
}

/**
 * Account deletion: requests the shop owes nothing on go; accepted, received and paid ones
 * stay for the shop's records, no longer linked to an account (security round 3, item 12).
 */
export async function detachSellRequestsOf(tx: Executor, userId: number): Promise<void> {
  await deleteUnsettledRequestsOf(tx, userId);
}

export async function createSellRequest(
  deps: SellRequestDeps,
  user: SessionUser,
  input: CreateInput | CreateSellRequest,
): Promise<SellRequest> {
  const parsed = createSellRequestSchema.parse(input);
  const id = await deps.db.transaction(async (tx) => {
    await enforceQuota(tx, user.id, 'sell_requests');
    const items = await toNewItems(tx, user.id, parsed.items);
    const requestId = await insertRequest(tx, {
      userId: user.id,
      returnAddress: parsed.returnAddress,
      note: parsed.note,
    });
    await replaceItems(tx, requestId, items);
    await notifyAdmins(tx, {
      type: 'admin_new_sell_request',
      payload: { sellRequestId: requestId },
      dedupeKey: `sell-request:${requestId}`,
    });
    return requestId;
  });
  return getVisible(deps, user, id);
}

export async function updateSellRequest(
  deps: SellRequestDeps,
  user: SessionUser,
  id: number,
  input: UpdateInput,
): Promise<SellRequest> {
  await loadOwned(deps, user, id);
  await deps.db.transaction(async (tx) => {
    const row = await lockRequest(tx, id);
    if (!row || !OWNER_EDITABLE.includes(row.status)) {
      throw new AppError('CONFLICT', 'This sell request can no longer be changed');
    }
    if (input.items) {
      await replaceItems(tx, id, await toNewItems(tx, user.id, input.items));
    }
    const values: { returnAddress?: ShippingAddress; note?: string } = {};
    if (input.returnAddress) {
      values.returnAddress = input.returnAddress;
    }
    if (input.note !== undefined) {
      values.note = input.note;
    }
    await updateRequest(tx, id, values);
  });
  return getVisible(deps, user, id);
}

export async function deleteSellRequest(deps: SellRequestDeps, user: SessionUser, id: number) {
  await loadOwned(deps, user, id);
  await deps.db.transaction(async (tx) => {
    const row = await lockRequest(tx, id);
    if (!row || !OWNER_DELETABLE.includes(row.status)) {
      throw new AppError('CONFLICT', 'An accepted sell request can no longer be withdrawn');
    }
    await deleteRequest(tx, id);
  });
}

export async function respondToOffer(
  deps: SellRequestDeps,
  user: SessionUser,
  id: number,
  decision: 'accept' | 'decline',
): Promise<SellRequest> {
  await loadOwned(deps, user, id);
  await deps.db.transaction(async (tx) => {
    const row = await lockRequest(tx, id);
    if (row?.status !== 'offered') {
      throw new AppError('CONFLICT', 'There is no open offer on this sell request');
    }
    await updateRequest(tx, id, { status: decision === 'accept' ? 'accepted' : 'declined' });
    await notifyAdmins(tx, {
      type: 'sell_offer_answered',
      payload: { sellRequestId: id, accepted: decision === 'accept' },
      // One per offer: a new offer after a decline is a new answer.
      dedupeKey: `sell-request:${id}:answer:${row.updatedAt.toISOString()}`,
    });
  });
  return getVisible(deps, user, id);
}

function checkOfferCoversItems(
  offers: { itemId: number; offerCents: number }[],
  itemIds: Set<number>,
) {
  const offered = new Set(offers.map((offer) => offer.itemId));
  const unknown = offers.find((offer) => !itemIds.has(offer.itemId));
  if (unknown) {
    throw new AppError('VALIDATION_FAILED', `Item ${unknown.itemId} is not part of this request`);
  }
  if (offered.size !== itemIds.size || offered.size !== offers.length) {
    throw new AppError('VALIDATION_FAILED', 'Make exactly one offer for every item');
  }
}

export async function makeOffer(
  deps: SellRequestDeps,
  admin: SessionUser,
  id: number,
  offers: { itemId: number; offerCents: number }[],
): Promise<SellRequest> {
  const before = await getVisible(deps, admin, id);
  await deps.db.transaction(async (tx) => {
    const row = await lockRequest(tx, id);
    if (!row || !['submitted', 'offered', 'declined'].includes(row.status)) {
      throw new AppError('CONFLICT', 'An offer can only be made before it is accepted');
    }
    // The items as they are now, under the lock: the owner may have replaced them since the
    // admin's read, and an offer must price exactly the items the request holds.
    checkOfferCoversItems(offers, new Set(await findItemIds(tx, id)));
    for (const offer of offers) {
      await setOffer(tx, id, offer.itemId, offer.offerCents);
    }
    await updateRequest(tx, id, { status: 'offered' });
    if (row.userId !== null) {
      await notifyUser(tx, row.userId, {
        type: 'sell_offer_made',
        payload: {
          sellRequestId: id,
          totalCents: offers.reduce((sum, offer) => sum + offer.offerCents, 0),
        },
        dedupeKey: `sell-request:${id}:offer:${row.updatedAt.toISOString()}`,
      });
    }
    await deps.audit(tx, {
      adminId: admin.id,
      action: 'sell_request.offer',
      targetType: 'sell_request',
      targetId: String(id),
      before: { status: row.status, offers: before.items.map((i) => [i.id, i.offerCents]) },
      after: { status: 'offered', offers: offers.map((o) => [o.itemId, o.offerCents]) },
    });
  });
  return getVisible(deps, admin, id);
}

export async function setAdminStatus(
  deps: SellRequestDeps,
  admin: SessionUser,
  id: number,
  status: SellRequestStatus,
): Promise<SellRequest> {
  await getVisible(deps, admin, id);
  await deps.db.transaction(async (tx) => {
    const row = await lockRequest(tx, id);
    if (!row || !canAdminMove(row.status, status)) {
      throw new AppError(
        'CONFLICT',
        `A ${row?.status ?? 'missing'} request cannot become ${status}`,
      );
    }
    await updateRequest(tx, id, { status });
    if (row.userId !== null && (status === 'received' || status === 'paid')) {
      await notifyUser(tx, row.userId, {
        type: status === 'received' ? 'sell_request_received' : 'sell_request_paid',
        payload: { sellRequestId: id },
        dedupeKey: `sell-request:${id}`,
      });
    }
    await deps.audit(tx, {
      adminId: admin.id,
      action: 'sell_request.status',
      targetType: 'sell_request',
      targetId: String(id),
      before: { status: row.status },
      after: { status },
    });
  });
  return getVisible(deps, admin, id);
}

/** The request for its label, checking the status; stamps when the label was first made. */
export async function requestForLabel(
  deps: SellRequestDeps,
  user: SessionUser,
  id: number,
): Promise<SellRequest> {
  const found = await getVisible(deps, user, id);
  if (!LABEL_STATUSES.includes(found.status)) {
    throw new AppError(
      'CONFLICT',
      'The shipping label is available once the offer has been accepted',
    );
  }
  if (!found.labelGeneratedAt) {
    await updateRequest(deps.db, id, { labelGeneratedAt: new Date() });
  }
  return found;
}
