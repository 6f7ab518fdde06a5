import type { AffiliateReport } from '#core/admin/affiliates.schema.ts';
import { centsToDecimalText } from '#core/money/cents.ts';

const HEADER = [
  'handle',
  'email',
  'visits',
  'sign_ups',
  'verified_sign_ups',
  'conversions',
  'revenue',
  'commission',
  'currency',
];

/** Quotes a field when it holds a comma, quote or line break; defuses spreadsheet formulas. */
function field(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) {
    text = `'${text}`;
  }
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The report as CSV (RFC 4180, CRLF), one row per referral handle, amounts in dollars. */
export function affiliateCsv(report: AffiliateReport): string {
  const lines = [HEADER.join(',')];
  for (const row of report.rows) {
    lines.push(
      [
        row.handle,
        row.email,
        row.visits,
        row.signUps,
        row.verifiedSignUps,
        row.conversions,
        centsToDecimalText(row.revenueCents),
        centsToDecimalText(row.commissionCents),
        report.currency,
      ]
        .map(field)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
