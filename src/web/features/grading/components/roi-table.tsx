import { printingKeyLabel } from '#core/collection/printing-key.ts';
import type { RoiResponse } from '#core/grading/grading.schema.ts';
import { formatMinorUnits } from '#core/money/format-money.ts';
import { TableHead } from '#web/components/ui/table-head.tsx';

const usd = (cents: number) => formatMinorUnits(cents, 'USD');

/** Per company: expected value after grading, fee, shipping and net against the raw price. */
export function RoiTable({ roi }: { roi: RoiResponse }) {
  return (
    <table className="grading-table" data-testid="roi-table">
      <caption>
        {roi.productName} ({printingKeyLabel(roi.variant)}), raw {usd(roi.rawCents)}
      </caption>
      <TableHead
        columns={[
          'Company',
          'Expected graded value',
          'Service and fee',
          'Shipping',
          'Net',
          'Against raw',
        ]}
      />
      <tbody>
        {roi.companies.map((row) => (
          <tr key={row.company}>
            <td>{row.company}</td>
            <td>
              {usd(row.expectedCents)}
              {row.unpricedShare > 0 &&
                ` (${Math.round(row.unpricedShare * 100)}% valued at raw: no graded price)`}
            </td>
            <td>
              {row.level} {usd(row.feeCents)}
            </td>
            <td>{usd(row.shippingCents)}</td>
            <td>{usd(row.netCents)}</td>
            <td className={row.gainCents > 0 ? 'grading-gain' : 'grading-loss'}>
              {row.gainCents > 0 ? '+' : ''}
              {usd(row.gainCents)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
