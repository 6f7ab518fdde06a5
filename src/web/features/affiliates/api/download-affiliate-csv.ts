import type { AffiliateRange } from '#core/admin/affiliates.schema.ts';
import { request } from '../../../lib/api-client.ts';
import { rangeQuery } from './get-affiliate-report.ts';

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
