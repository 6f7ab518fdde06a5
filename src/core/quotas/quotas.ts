import { z } from 'zod';

/**
 * Per-user quotas (security round 3, item 4): the most of each thing one account may keep.
 * Far above what a collector uses; they bound what one account can make the server render.
 */
export const QUOTAS = {
  collection_items: { limit: 50_000, noun: 'collection items' },
  binders: { limit: 200, noun: 'binders' },
  decks: { limit: 200, noun: 'decks' },
  share_links: { limit: 50, noun: 'active share links' },
  sell_requests: { limit: 10, noun: 'open sell requests' },
  grading_results: { limit: 500, noun: 'saved grading results' },
} as const;

export type QuotaKind = keyof typeof QUOTAS;

/** "You can keep up to 50,000 collection items." */
export function quotaMessage(kind: QuotaKind): string {
  const { limit, noun } = QUOTAS[kind];
  return `You can keep up to ${limit.toLocaleString('en-US')} ${noun}.`;
}

/** The 409 error code naming which quota a create would exceed. */
export const quotaErrorCode = (kind: QuotaKind) => `quota_${kind}` as const;

/** From this share of a quota on, the UI says how much of it is used. */
export const QUOTA_NOTICE_SHARE = 0.8;

export const quotaUsageSchema = z.record(
  z.enum(Object.keys(QUOTAS) as [QuotaKind, ...QuotaKind[]]),
  z.object({ count: z.number().int(), limit: z.number().int() }),
);
export type QuotaUsage = z.infer<typeof quotaUsageSchema>;

/** "45,000 of 50,000 collection items" once 80 % is used; null below that. */
export function quotaNotice(kind: QuotaKind, count: number): string | null {
  const { limit, noun } = QUOTAS[kind];
  if (count < limit * QUOTA_NOTICE_SHARE) {
    return null;
  }
  return `${count.toLocaleString('en-US')} of ${limit.toLocaleString('en-US')} ${noun}`;
}
