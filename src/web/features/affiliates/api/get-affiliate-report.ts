import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type AffiliateRange,
  type AffiliateReport,
  affiliateReportSchema,
} from '#core/admin/affiliates.schema.ts';
import { requestJson } from '../../../lib/api-client.ts';

export function rangeQuery(range: AffiliateRange): string {
  const params = new URLSearchParams();
  if (range.from) {
    params.set('from', range.from);
  }
  if (range.to) {
    params.set('to', range.to);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** GET /api/admin/affiliates: numbers per referral handle for the range. */
export async function fetchAffiliateReport(range: AffiliateRange): Promise<AffiliateReport> {
  return affiliateReportSchema.parse(
    await requestJson(`/api/admin/affiliates${rangeQuery(range)}`),
  );
}

export const affiliateReportQuery = (range: AffiliateRange) =>
  queryOptions({
    queryKey: ['admin', 'affiliates', range.from ?? '', range.to ?? ''],
    queryFn: () => fetchAffiliateReport(range),
  });

export const useAffiliateReport = (range: AffiliateRange) => useQuery(affiliateReportQuery(range));
