import { ValueChart } from '../../../components/charts/value-chart.tsx';
import { useValueHistory } from '../api/get-value-history.ts';
import { DataSource } from './data-source.tsx';

type Props = { title: string; set?: string; series?: string; language?: string };

/** A set's (or series') value over time: one copy of each card, the cards priced that day. */
export function ValueHistoryPanel({ title, set, series, language }: Props) {
  const { data, isPending, isError } = useValueHistory({ set, series, language });
  const points = (data?.points ?? []).map((point) => ({
    date: point.date,
    value: point.valueCents / 100,
  }));
  const last = data?.points.at(-1);
  return (
    <section className="insights-panel" aria-labelledby="value-history-title">
      <h2 id="value-history-title">{title}</h2>
      {isPending ? <p className="muted">Loading values…</p> : null}
      {isError ? <p className="insights-error">Failed to fetch the value history</p> : null}
      {data ? (
        <>
          {points.length > 0 ? (
            <ValueChart points={points} label={title} />
          ) : (
            <p className="muted">No price history yet.</p>
          )}
          {last ? (
            <p className="muted insights-note">
              Each day sums the cards priced that day ({last.cardsPriced} on the last day); changes
              in the table compare the same cards.
            </p>
          ) : null}
          <DataSource meta={data.meta} />
        </>
      ) : null}
    </section>
  );
}
