import { ValueChart } from '../../../components/charts/value-chart.tsx';
import { useMarketIndex } from '../api/get-market-index.ts';
import { DataSource } from './data-source.tsx';

/** The market index: the summed daily price of a fixed basket, with the 1D-ALL ranges. */
export function MarketIndexPanel({ language }: { language?: string }) {
  const { data, isPending, isError } = useMarketIndex({ language });
  const points = (data?.points ?? []).map((point) => ({
    date: point.date,
    value: point.valueCents / 100,
  }));
  return (
    <section className="insights-panel" aria-labelledby="index-title">
      <h2 id="index-title">Market index</h2>
      {isPending ? <p className="muted">Loading the index…</p> : null}
      {isError ? <p className="insights-error">Failed to fetch the market index</p> : null}
      {data ? (
        <>
          <p className="muted insights-note">
            The summed price of a fixed basket of {data.basketSize} cards: the 5 most valuable cards
            of each series with at least a month of prices, chosen again at every computation.
          </p>
          {points.length > 0 ? (
            <ValueChart points={points} label="Market index" />
          ) : (
            <p className="muted">Not enough price history for an index yet.</p>
          )}
          <DataSource meta={data.meta} />
        </>
      ) : null}
    </section>
  );
}
