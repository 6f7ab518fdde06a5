import type { InsightProduct } from '#core/insights/insights.schema.ts';
import type { MarketInsightsSearch } from '#core/insights/insights-search.schema.ts';
import { PriceDetailsButton } from '../../../components/price/price-details-button.tsx';
import { formatPriceCents } from '../../../lib/display-money.ts';
import { useMostValuable } from '../api/get-most-valuable.ts';
import { DataSource } from './data-source.tsx';
import { ProductName } from './product-name.tsx';

function ValueList({ title, products }: { title: string; products: InsightProduct[] }) {
  return (
    <div className="insights-table-wrap">
      <h3>{title}</h3>
      {products.length === 0 ? (
        <p className="muted">No priced products here.</p>
      ) : (
        <ol className="insights-ranking" aria-label={title}>
          {products.map((product) => (
            <li key={product.productId}>
              <ProductName product={product} />
              <strong>{formatPriceCents(product.marketCents)}</strong>
              <PriceDetailsButton
                productId={product.productId}
                variant={product.variant}
                label={product.name}
              />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** The most valuable cards and sealed products under the filters. */
export function MostValuablePanel({ search }: { search: MarketInsightsSearch }) {
  const { data, isPending, isError } = useMostValuable({
    language: search.language,
    series: search.series,
    productType: search.type,
  });
  return (
    <section className="insights-panel" aria-labelledby="valuable-title">
      <h2 id="valuable-title">Most valuable</h2>
      {isPending ? <p className="muted">Loading…</p> : null}
      {isError ? (
        <p className="insights-error">Failed to fetch the most valuable products</p>
      ) : null}
      {data ? (
        <>
          <div className="insights-columns">
            {search.type !== 'sealed' ? <ValueList title="Cards" products={data.cards} /> : null}
            {search.type !== 'card' ? (
              <ValueList title="Sealed products" products={data.sealed} />
            ) : null}
          </div>
          <DataSource meta={data.meta} />
        </>
      ) : null}
    </section>
  );
}
