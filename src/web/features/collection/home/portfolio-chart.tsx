import { useMemo } from 'react';
import { ValueChart } from '../../../components/charts/value-chart.tsx';
import { usePortfolioHistory } from '../hooks/use-price-history.ts';
import { describeDay, toRangeFigures } from './period-figures.ts';

type Props = { binderId: number | null; label: string };

/**
 * The value over time of the collection or one binder: what was held each day, with days of
 * additions and removals marked, and each range's figure the market change (decision 051).
 * A component of its own so /home can mount it once the total is shown: its request then does
 * not compete with the list's.
 */
export function PortfolioChart({ binderId, label }: Props) {
  const history = usePortfolioHistory(binderId);
  const points = useMemo(
    () =>
      (history.data?.days ?? []).map((day) => ({
        date: day.date,
        value: day.value,
        note: describeDay(day),
      })),
    [history.data],
  );
  const figures = useMemo(() => toRangeFigures(history.data?.changes ?? []), [history.data]);
  return <ValueChart points={points} label={label} rangeFigures={figures} />;
}
