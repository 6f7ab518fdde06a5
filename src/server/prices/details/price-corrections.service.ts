import type pg from 'pg';
import { AppError } from '#core/errors.ts';
import { CORRECTION_SOURCE } from '#core/prices/source-priority.ts';
import { withTransaction } from '../../lib/with-transaction.ts';
import { refreshLatestPrices } from '../latest-prices.ts';
import {
  findPricePoint,
  insertCorrection,
  recordCorrection,
} from './price-corrections.repository.ts';

export type PriceCorrectionsDeps = { pool: pg.Pool };

/**
 * Corrects one day's price (admin): a new price row with its reason that every read picks over
 * the corrected one; the corrected row stays as it was, so the history keeps it (decision 080).
 */
export async function correctPrice(
  deps: PriceCorrectionsDeps,
  input: { adminId: number; pricePointId: number; marketCents: number; reason: string },
): Promise<{ id: number; supersedes_id: number }> {
  return withTransaction(deps.pool, async (client) => {
    const target = await findPricePoint(client, input.pricePointId);
    if (!target) {
      throw new AppError('NOT_FOUND', `No price point with id ${input.pricePointId}`);
    }
    if (target.source === CORRECTION_SOURCE) {
      throw new AppError(
        'CONFLICT',
        `Price point ${input.pricePointId} is a correction: correct the feed's row it replaced`,
      );
    }
    const id = await insertCorrection(client, {
      id: target.id,
      marketCents: input.marketCents,
      reason: input.reason,
    });
    if (id === undefined) {
      throw new AppError(
        'CONFLICT',
        `Price point ${input.pricePointId}'s day already has a correction for this printing`,
      );
    }
    await recordCorrection(client, {
      adminId: input.adminId,
      pricePointId: target.id,
      before: target.market_cents,
      after: input.marketCents,
      reason: input.reason,
      correctionId: id,
    });
    await refreshLatestPrices(client, { productIds: [target.product_id] });
    return { id, supersedes_id: target.id };
  });
}
