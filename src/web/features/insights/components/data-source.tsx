import type { InsightsMeta } from '#core/insights/insights.schema.ts';
import { priceSourceLabel } from '#core/prices/price-source-label.ts';
import './insights.css';

/** Every panel's data timestamp and price source; says so when prices are simulated. */
export function DataSource({ meta }: { meta: InsightsMeta | undefined }) {
  if (!meta) {
    return null;
  }
  const computed = meta.computedAt ? new Date(meta.computedAt).toLocaleString('en-US') : null;
  return (
    <p className="insights-source" data-testid="data-source">
      {meta.priceDate ? `Prices of ${meta.priceDate}` : 'No prices yet'}
      {computed ? ` · computed ${computed}` : ''}
      {meta.sources.length > 0 ? ` · Source: ${meta.sources.map(priceSourceLabel).join(', ')}` : ''}
      {meta.simulated ? (
        <span className="insights-simulated" role="note">
          {' '}
          · simulated prices (demo data, not real market prices)
        </span>
      ) : null}
    </p>
  );
}
