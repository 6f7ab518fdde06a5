import type { PortfolioSnapshotWire } from '#core/collection/user-product.schema.ts';
import { toUtcDate } from '#core/prices/price-dates.ts';
import type { ServerDeps } from '../../deps.ts';
import { demoSeriesForUser } from '../../prices/demo-history.ts';
import { findBinder } from '../binders/binders.repository.ts';
import { binderNotFound } from '../binders/binders.service.ts';
import { getCollectionEtag } from '../items/collection-list-cache.ts';
import {
  backfillSnapshots,
  findLiveTodaySnapshots,
  findSnapshots,
  type SnapshotRow,
} from './snapshots.repository.ts';

const toWire = (row: SnapshotRow): PortfolioSnapshotWire => ({
  created_at: `${row.day}T00:00:00.000Z`,
  value: row.valueCents / 100,
  binder_id: row.binderId,
});

/** Users whose chart was backfilled, with the version of their collection and prices then. */
const MAX_REMEMBERED_BACKFILLS = 50_000;

/** The portfolio chart: one value per day for the whole collection and per binder. */
export function createSnapshotService(deps: Pick<ServerDeps, 'pool' | 'config'>) {
  const { pool, config } = deps;
  const backfilledAt = new Map<number, string>();
  // Backfill only fills days before each series' first snapshot, so once done it only has
  // work again after the items, binders or prices change; asking costs a 10k-item collection
  // about 100 ms, checking the version about 2 ms.
  async function backfillOnce(userId: number, today: string) {
    const version = `${today}|${await getCollectionEtag(pool, userId)}`;
    if (backfilledAt.get(userId) === version) {
      return;
    }
    // Demo databases: the chart spans the simulated year of every product held (decision 017).
    const demoSeries = config.SEED_DEMO_CATALOG ? await demoSeriesForUser(pool, userId) : [];
    await backfillSnapshots(pool, userId, today, demoSeries);
    backfilledAt.delete(userId);
    backfilledAt.set(userId, version);
    if (backfilledAt.size > MAX_REMEMBERED_BACKFILLS) {
      backfilledAt.delete(backfilledAt.keys().next().value as number);
    }
  }

  /** The user's daily values (one binder's, or all), oldest first, today's live value last. */
  async function listSnapshots(
    userId: number,
    binderId: number | undefined,
  ): Promise<PortfolioSnapshotWire[]> {
    if (binderId !== undefined && !(await findBinder(pool, userId, binderId))) {
      throw binderNotFound(binderId);
    }
    const today = toUtcDate(new Date());
    await backfillOnce(userId, today);
    const stored = await findSnapshots(pool, userId, binderId);
    const live = (await findLiveTodaySnapshots(pool, userId, today)).filter(
      (row) => binderId === undefined || row.binderId === binderId,
    );
    return [...stored, ...live.sort((a, b) => (a.binderId ?? 0) - (b.binderId ?? 0))].map(toWire);
  }

  return { listSnapshots };
}
