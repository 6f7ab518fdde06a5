import { QUOTAS, type QuotaKind, type QuotaUsage } from '#core/quotas/quotas.ts';
import type { Db } from '../db/client.ts';
import { countQuota } from './enforce-quota.ts';

/** How much of each quota the user has used (GET /api/quotas). */
export async function getQuotaUsage(db: Db, userId: number): Promise<QuotaUsage> {
  const kinds = Object.keys(QUOTAS) as QuotaKind[];
  const counts = await Promise.all(kinds.map((kind) => countQuota(db, userId, kind)));
  return Object.fromEntries(
    kinds.map((kind, i) => [kind, { count: counts[i] ?? 0, limit: QUOTAS[kind].limit }]),
  ) as QuotaUsage;
}
