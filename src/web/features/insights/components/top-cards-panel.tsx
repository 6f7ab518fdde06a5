import { formatPriceCents } from '../../../lib/display-money.ts';
import { useTopCards } from '../api/get-top-cards.ts';
import { DataSource } from './data-source.tsx';
import { changeClass } from './insights-format.ts';
import { ProductName } from './product-name.tsx';

type Props = { language?: string; series?: string };

/** Spec topCards: the most valuable cards of each series with their change. */
export function TopCardsPanel({ language, series }: Props) {
  const { data, isPending, isError } = useTopCards({ language, series, limit: 5 });
  return (
    <section className="insights-panel" aria-labelledby="top-cards-title">
      <h2 id="top-cards-title">Top cards per series</h2>
      {isPending ? <p className="muted">Loading top cards…</p> : null}
      {isError ? <p className="insights-error">Failed to fetch top cards</p> : null}
      {data ? (
        <>
          <div className="insights-series-grid">
            {data.data.map((group) => (
              <div key={`${group.language}:${group.seriesId}`} className="insights-series">
                <h3>
                  {group.seriesName ?? group.seriesId}{' '}
                  <span className="muted">({group.language})</span>
                </h3>
                <ol className="insights-ranking">
                  {group.cards.map((card) => (
                    <li key={card.productId}>
                      <ProductName product={card} />
                      <span>
                        <strong>{formatPriceCents(card.marketCents)}</strong>{' '}
                        <span className={changeClass(card.change7dCents)} title="7-day change">
                          {formatPriceCents(card.change7dCents, { signed: true })} 7D
                        </span>
                      </span>
                    </li>
                  ))}
                </ol>
              </div>
            ))}
          </div>
          <DataSource meta={data.meta} />
        </>
      ) : null}
    </section>
  );
}
