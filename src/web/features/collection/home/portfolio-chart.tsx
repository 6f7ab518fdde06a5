import { useMemo } from 'react';
import { ValueChart } from '../../../components/charts/value-chart.tsx';
import { usePortfolioSnapshots } from '../hooks/use-price-history.ts';

type Props = { binderId: number | null; label: string };

/**
 * The value over time of the collection or one binder. A component of its own so /home can
 * mount it once the total is shown: its request then does not compete with the list's.
 */
export function PortfolioChart({ binderId, label }: Props) {
  const snapshots = usePortfolioSnapshots(binderId);
  const points = useMemo(
    () =>
      (snapshots.data ?? [])
        .filter((snapshot) => snapshot.binder_id === binderId)
        .map((snapshot) => ({ date: snapshot.created_at, value: snapshot.value })),
    [snapshots.data, binderId],
  );
  return <ValueChart points={points} label={label} />;
}
