import type { SeriesPerformanceSearch } from '#core/insights/insights-search.schema.ts';
import { useSeriesPerformance } from '../api/get-series-performance.ts';
import { DataSource } from './data-source.tsx';
import { InsightsFilters } from './insights-filters.tsx';
import { RoiSetsPanel } from './roi-sets-panel.tsx';
import { SetPerformanceTable } from './set-performance-table.tsx';
import { ValueHistoryPanel } from './value-history-panel.tsx';

/** Series performance: the value chart, the sets table (sorted, one selectable) and sealed ROI. */
export function SeriesPerformanceScreen({
  search,
  update,
}: {
  search: SeriesPerformanceSearch;
  update: (next: Partial<SeriesPerformanceSearch>) => void;
}) {
  const language = search.language ?? 'english';
  const { data, isPending, isError } = useSeriesPerformance({ language, series: search.series });
  const selected = data?.sets.find((set) => set.setId === search.set);
  const chartTitle = selected
    ? `Value of ${selected.setName ?? selected.setId}`
    : search.series
      ? 'Value of the series'
      : 'Value of every set in this language';
  return (
    <main className="insights-page">
      <header>
        <h1>Series performance</h1>
        <p className="muted">
          What each set is worth (one copy of each card at market price), how that changed, and how
          sealed products did against their MSRP.
        </p>
      </header>
      <InsightsFilters
        value={{ language, series: search.series }}
        onChange={(next) =>
          update({ language: next.language, series: next.series, set: undefined })
        }
        showType={false}
      />
      <ValueHistoryPanel
        title={chartTitle}
        set={selected?.setId}
        series={selected ? undefined : search.series}
        language={language}
      />
      <section className="insights-panel" aria-labelledby="sets-title">
        <h2 id="sets-title">Sets</h2>
        {isPending ? <p className="muted">Loading sets…</p> : null}
        {isError ? <p className="insights-error">Failed to fetch sets</p> : null}
        {data ? (
          <div className="insights-table-wrap">
            <SetPerformanceTable
              sets={data.sets}
              sort={search.sort ?? 'value'}
              dir={search.dir ?? 'desc'}
              selected={search.set}
              onSort={(sort, dir) => update({ sort, dir })}
              onSelect={(set) => update({ set })}
            />
            <DataSource meta={data.meta} />
          </div>
        ) : null}
      </section>
      <RoiSetsPanel language={language} />
    </main>
  );
}
