import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type AffiliateRange,
  type AffiliateReport,
  affiliateReportSchema,
} from '#core/admin/affiliates.schema.ts';
import { request, requestJson } from '../../../lib/api-client.ts';

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

/** GET /api/admin/affiliates/export.csv, saved as the file name the server gives. */
export async function downloadAffiliateCsv(range: AffiliateRange): Promise<void> {
  const response = await request(`/api/admin/affiliates/export.csv${rangeQuery(range)}`);
  const name =
    response.headers.get('content-disposition')?.match(/filename="([^"]+)"/)?.[1] ??
    'affiliates.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
