import {
  type PortfolioHistory,
  portfolioHistorySchema,
} from '#core/collection/portfolio-history.schema.ts';
import { type CollectionDeps, defaultDeps, getJson, USER_CARDS } from './collection-request.ts';

/** GET /api/iOSUserCards/portfolio/history[?binderId=] (decision 051). */
export function fetchPortfolioHistory(
  binderId?: number | null,
  deps: CollectionDeps = defaultDeps,
): Promise<PortfolioHistory> {
  const query = binderId ? `?binderId=${binderId}` : '';
  return getJson(deps, `${USER_CARDS}/portfolio/history${query}`, {
    schema: portfolioHistorySchema,
    failed: 'Failed to fetch portfolio',
  });
}
