import { z } from 'zod';
import {
  type PortfolioSnapshotWire,
  portfolioSnapshotWireSchema,
} from '#core/collection/user-product.schema.ts';
import { type CollectionDeps, defaultDeps, getJson, USER_CARDS } from './collection-request.ts';

const snapshotsAnswer = z.array(portfolioSnapshotWireSchema);

/** GET /api/iOSUserCards/portfolio/snapshots[?binderId=]. */
export function fetchPortfolioSnapshots(
  binderId?: number | null,
  deps: CollectionDeps = defaultDeps,
): Promise<PortfolioSnapshotWire[]> {
  const query = binderId ? `?binderId=${binderId}` : '';
  return getJson(deps, `${USER_CARDS}/portfolio/snapshots${query}`, {
    schema: snapshotsAnswer,
    failed: 'Failed to fetch portfolio',
  });
}
