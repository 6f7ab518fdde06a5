import { AppError } from '#core/errors.ts';
import {
  type AlertDigest,
  fieldsOfKind,
  PRICE_ALERT_QUOTA,
  type PriceAlert,
  type PriceAlertChange,
  type PriceAlertInput,
  type PriceAlertList,
} from '#core/price-alerts/price-alert.schema.ts';
import type { Db } from '../db/client.ts';
import {
  countAlerts,
  deleteAlert,
  findAlert,
  getDigest,
  insertAlert,
  listAlerts,
  lockUserAlerts,
  type PriceAlertRow,
  productExists,
  saveDigest,
  updateAlert,
} from './price-alerts.repository.ts';

type Deps = { db: Db };

function toAlert(row: PriceAlertRow): PriceAlert {
  return {
    id: row.id,
    kind: row.kind,
    productId: row.productId,
    variant: row.variant,
    productName: row.productName,
    thresholdCents: row.thresholdCents,
    thresholdPercent: row.thresholdPercent,
    windowDays: row.windowDays,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}

const notFound = (id: number) => new AppError('NOT_FOUND', `Price alert ${id} not found`);

export async function listMyAlerts(deps: Deps, userId: number): Promise<PriceAlertList> {
  const [rows, digest] = await Promise.all([
    listAlerts(deps.db, userId),
    getDigest(deps.db, userId),
  ]);
  return { items: rows.map(toAlert), digest, quota: PRICE_ALERT_QUOTA };
}

/** Creates an alert within the user's quota; a product alert needs a product that exists. */
export async function createAlert(
  deps: Deps,
  userId: number,
  input: PriceAlertInput,
): Promise<PriceAlert> {
  return deps.db.transaction(async (tx) => {
    await lockUserAlerts(tx, userId);
    if ((await countAlerts(tx, userId)) >= PRICE_ALERT_QUOTA) {
      throw new AppError(
        'CONFLICT',
        `You can keep at most ${PRICE_ALERT_QUOTA} price alerts; delete one first`,
        { quota: PRICE_ALERT_QUOTA },
      );
    }
    if ('productId' in input && !(await productExists(tx, input.productId))) {
      throw new AppError('VALIDATION_FAILED', `productId: no card or product ${input.productId}`, {
        field: 'productId',
      });
    }
    const id = await insertAlert(tx, {
      userId,
      kind: input.kind,
      productId: 'productId' in input ? input.productId : null,
      variant: 'variant' in input ? input.variant : null,
      thresholdCents: 'thresholdCents' in input ? input.thresholdCents : null,
      thresholdPercent: 'thresholdPercent' in input ? input.thresholdPercent : null,
      windowDays: 'windowDays' in input ? input.windowDays : null,
    });
    const row = await findAlert(tx, userId, id);
    if (!row) {
      throw notFound(id);
    }
    return toAlert(row);
  });
}

/** A change must fit the alert's kind: a price for above/below, a percent and window else. */
function checkChangeFits(row: PriceAlertRow, change: PriceAlertChange) {
  const wants = fieldsOfKind(row.kind);
  const wrong =
    wants === 'cents'
      ? (['thresholdPercent', 'windowDays'] as const).find((f) => change[f] !== undefined)
      : change.thresholdCents !== undefined
        ? 'thresholdCents'
        : undefined;
  if (wrong) {
    throw new AppError('VALIDATION_FAILED', `${wrong}: a ${row.kind} alert has no ${wrong}`, {
      field: wrong,
    });
  }
}

export async function changeAlert(
  deps: Deps,
  userId: number,
  id: number,
  change: PriceAlertChange,
): Promise<PriceAlert> {
  return deps.db.transaction(async (tx) => {
    const row = await findAlert(tx, userId, id);
    if (!row) {
      throw notFound(id);
    }
    checkChangeFits(row, change);
    if (Object.keys(change).length > 0) {
      await updateAlert(tx, userId, id, change);
    }
    const updated = await findAlert(tx, userId, id);
    if (!updated) {
      throw notFound(id);
    }
    return toAlert(updated);
  });
}

export async function removeAlert(deps: Deps, userId: number, id: number): Promise<void> {
  if (!(await deleteAlert(deps.db, userId, id))) {
    throw notFound(id);
  }
}

export async function setDigest(deps: Deps, userId: number, digest: AlertDigest) {
  await saveDigest(deps.db, userId, digest);
  return { digest };
}
