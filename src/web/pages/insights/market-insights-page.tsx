import { useNavigate, useSearch } from '@tanstack/react-router';
import type { MarketInsightsSearch } from '#core/insights/insights-search.schema.ts';
import { InsightsFilters } from '../../features/insights/components/insights-filters.tsx';
import { MarketIndexPanel } from '../../features/insights/components/market-index-panel.tsx';
import { MostValuablePanel } from '../../features/insights/components/most-valuable-panel.tsx';
import { MoversPanel } from '../../features/insights/components/movers-panel.tsx';
import { TopCardsPanel } from '../../features/insights/components/top-cards-panel.tsx';

/** /market-insights?language=&series=&type=&period=&by= */
export function MarketInsightsPage() {
  const search = useSearch({ from: '/market-insights' });
  const navigate = useNavigate({ from: '/market-insights' });
  const update = (next: Partial<MarketInsightsSearch>) =>
    void navigate({ search: { ...search, ...next }, replace: true });
  return (
    <main className="insights-page">
      <header>
        <h1>Market insights</h1>
        <p className="muted">
          Gainers, losers, the most valuable cards and sealed products and a market index, from our
          daily price history. <a href="/series-performance-overview">Series performance</a> ·{' '}
          <a href="/grading-insights">Grading insights</a>
        </p>
      </header>
      <InsightsFilters value={search} onChange={update} />
      <MarketIndexPanel language={search.language} />
      <MoversPanel search={search} onChange={update} />
      <MostValuablePanel search={search} />
      <TopCardsPanel language={search.language} series={search.series} />
    </main>
  );
}
