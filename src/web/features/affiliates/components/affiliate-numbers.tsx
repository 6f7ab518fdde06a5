import type { AffiliateNumbers } from '#core/admin/affiliates.schema.ts';
import { formatCents } from '#core/shop/money.ts';

export const NUMBER_COLUMNS = [
  ['visits', 'Visits'],
  ['signUps', 'Sign-ups'],
  ['verifiedSignUps', 'Verified sign-ups'],
  ['conversions', 'Conversions'],
] as const;

/** The cells of one affiliate's numbers, in the order of NUMBER_COLUMNS, then the money. */
export function NumberCells({ row, currency }: { row: AffiliateNumbers; currency: string }) {
  return (
    <>
      {NUMBER_COLUMNS.map(([key]) => (
        <td key={key} data-col={key}>
          {row[key]}
        </td>
      ))}
      <td data-col="revenue">{formatCents(row.revenueCents, currency)}</td>
      <td data-col="commission">{formatCents(row.commissionCents, currency)}</td>
    </>
  );
}
