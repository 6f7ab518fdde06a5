import { formatPrice } from '../../lib/display-money.ts';
import { formatPercent } from '../charts/chart-format.ts';
import { getTone } from './item-format.ts';

const ARROWS = { up: '▲', down: '▼', flat: '' } as const;

/** A signed amount (and percent) coloured by direction, with an arrow for screen readers too. */
export function MoneyChange({
  amount,
  percent,
  label,
  className = '',
}: {
  amount: number | null;
  percent?: number | null;
  /** Read before the amount, e.g. 'Today'. */
  label?: string;
  className?: string;
}) {
  if (amount === null) {
    return <span className={`money-change money-change--flat ${className}`}>—</span>;
  }
  const tone = getTone(amount);
  return (
    <span className={`money-change money-change--${tone} ${className}`}>
      {label ? <span className="money-change__label">{label} </span> : null}
      {ARROWS[tone] ? <span aria-hidden="true">{ARROWS[tone]} </span> : null}
      {formatPrice(amount, { signed: true })}
      {percent !== undefined ? ` (${formatPercent(percent)})` : null}
    </span>
  );
}
