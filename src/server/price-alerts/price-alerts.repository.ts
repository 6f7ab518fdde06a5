import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { AlertDigest, PriceAlertChange } from '#core/price-alerts/price-alert.schema.ts';
import type { Executor } from '../db/executor.ts';
import { catalogProducts, priceAlertSettings, priceAlerts } from '../db/schema/index.ts';

export type PriceAlertRow = typeof priceAlerts.$inferSelect & { productName: string | null };
export type NewPriceAlertRow = Omit<typeof priceAlerts.$inferInsert, 'id' | 'createdAt'>;

const selection = {
  id: priceAlerts.id,
  userId: priceAlerts.userId,
  kind: priceAlerts.kind,
  productId: priceAlerts.productId,
  variant: priceAlerts.variant,
  thresholdCents: priceAlerts.thresholdCents,
  thresholdPercent: priceAlerts.thresholdPercent,
  windowDays: priceAlerts.windowDays,
  active: priceAlerts.active,
  createdAt: priceAlerts.createdAt,
  productName: catalogProducts.name,
};

const mine = (userId: number, id: number) =>
  and(eq(priceAlerts.userId, userId), eq(priceAlerts.id, id));

/** The user's alerts, newest first, with the product's name. */
export function listAlerts(db: Executor, userId: number): Promise<PriceAlertRow[]> {
  return db
    .select(selection)
    .from(priceAlerts)
    .leftJoin(catalogProducts, eq(catalogProducts.id, priceAlerts.productId))
    .where(eq(priceAlerts.userId, userId))
    .orderBy(desc(priceAlerts.id));
}

export async function findAlert(
  db: Executor,
  userId: number,
  id: number,
): Promise<PriceAlertRow | undefined> {
  const [row] = await db
    .select(selection)
    .from(priceAlerts)
    .leftJoin(catalogProducts, eq(catalogProducts.id, priceAlerts.productId))
    .where(mine(userId, id));
  return row;
}

export async function countAlerts(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(priceAlerts)
    .where(eq(priceAlerts.userId, userId));
  return row?.n ?? 0;
}

/** Serializes a user's alert writes, so two requests cannot both pass the quota. */
export async function lockUserAlerts(db: Executor, userId: number): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('price-alerts'), ${userId})`);
}

export async function insertAlert(db: Executor, row: NewPriceAlertRow): Promise<number> {
  const [inserted] = await db.insert(priceAlerts).values(row).returning({ id: priceAlerts.id });
  if (!inserted) {
    throw new Error('price alert insert returned nothing');
  }
  return inserted.id;
}

export async function updateAlert(
  db: Executor,
  userId: number,
  id: number,
  change: PriceAlertChange,
): Promise<boolean> {
  const updated = await db
    .update(priceAlerts)
    .set(change)
    .where(mine(userId, id))
    .returning({ id: priceAlerts.id });
  return updated.length > 0;
}

export async function deleteAlert(db: Executor, userId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(priceAlerts)
    .where(mine(userId, id))
    .returning({ id: priceAlerts.id });
  return deleted.length > 0;
}

export async function productExists(db: Executor, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: catalogProducts.id })
    .from(catalogProducts)
    .where(eq(catalogProducts.id, productId));
  return row !== undefined;
}

export async function getDigest(db: Executor, userId: number): Promise<AlertDigest> {
  const [row] = await db
    .select({ digest: priceAlertSettings.digest })
    .from(priceAlertSettings)
    .where(eq(priceAlertSettings.userId, userId));
  return row?.digest ?? 'off';
}

export async function saveDigest(db: Executor, userId: number, digest: AlertDigest) {
  await db
    .insert(priceAlertSettings)
    .values({ userId, digest })
    .onConflictDoUpdate({ target: priceAlertSettings.userId, set: { digest } });
}
