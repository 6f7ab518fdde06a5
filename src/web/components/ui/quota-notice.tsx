import { queryOptions, useQuery } from '@tanstack/react-query';
import { type QuotaKind, quotaNotice, quotaUsageSchema } from '#core/quotas/quotas.ts';
import { requestJson } from '../../lib/api-client.ts';

export const quotaUsageQuery = queryOptions({
  queryKey: ['quotas'],
  queryFn: async () => quotaUsageSchema.parse(await requestJson('/api/quotas')),
});

/** "45,000 of 50,000 collection items" beside a create form, once 80 % of the quota is used. */
export function QuotaNotice({ kind }: { kind: QuotaKind }) {
  const usage = useQuery(quotaUsageQuery);
  const text = usage.data ? quotaNotice(kind, usage.data[kind].count) : null;
  return text ? (
    <p className="quota-notice muted" data-testid={`quota-${kind}`}>
      {text}
    </p>
  ) : null;
}
