import { useState } from 'react';
import type { AffiliateRange } from '#core/admin/affiliates.schema.ts';
import { formatCents } from '#core/shop/money.ts';
import { downloadAffiliateCsv } from '../api/download-affiliate-csv.ts';
import { useAffiliateReport } from '../api/get-affiliate-report.ts';
import { NUMBER_COLUMNS, NumberCells } from './affiliate-numbers.tsx';
import { RangeForm } from './range-form.tsx';
import './affiliates.css';

/** The admin's table of every referral handle with activity in the range. */
export function AffiliateReportView({
  range,
  onRangeChange,
}: {
  range: AffiliateRange;
  onRangeChange: (range: AffiliateRange) => void;
}) {
  const report = useAffiliateReport(range);
  const [exportError, setExportError] = useState(false);
  if (report.isError) {
    return <p className="field-error">The affiliate numbers could not be loaded.</p>;
  }
  if (!report.data) {
    return <p>Loading…</p>;
  }
  const data = report.data;
  const owed = data.rows.reduce((sum, row) => sum + row.commissionCents, 0);
  const exportCsv = () => {
    setExportError(false);
    downloadAffiliateCsv({ from: data.from, to: data.to }).catch(() => setExportError(true));
  };
  return (
    <div className="affiliates">
      <RangeForm from={data.from} to={data.to} onApply={onRangeChange} />
      <p className="admin-muted" data-testid="affiliates-summary">
        {data.from} to {data.to} · commission {data.commissionPercent} % of revenue ·{' '}
        {formatCents(owed, data.currency)} owed in total
      </p>
      <button type="button" className="button" onClick={exportCsv}>
        Export CSV
      </button>
      {exportError ? <p className="field-error">The export failed. Try again.</p> : null}
      <table className="admin-table affiliates-table">
        <thead>
          <tr>
            <th>Handle</th>
            <th>Account</th>
            {NUMBER_COLUMNS.map(([key, label]) => (
              <th key={key}>{label}</th>
            ))}
            <th>Revenue</th>
            <th>Commission</th>
          </tr>
        </thead>
        <tbody>
          {data.rows.map((row) => (
            <tr key={row.referrerId} data-testid="affiliate-row" data-handle={row.handle}>
              <td>{row.handle}</td>
              <td>{row.email}</td>
              <NumberCells row={row} currency={data.currency} />
            </tr>
          ))}
        </tbody>
      </table>
      {data.rows.length === 0 ? <p>No referral activity in this range.</p> : null}
    </div>
  );
}
