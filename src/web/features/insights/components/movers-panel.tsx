import type { Mover, MoverPeriod } from '#core/insights/insights.schema.ts';
import type { MarketInsightsSearch } from '#core/insights/insights-search.schema.ts';
import { PriceDetailsButton } from '#web/components/price/price-details-button.tsx';
import { TableHead } from '#web/components/ui/table-head.tsx';
import { formatPriceCents } from '../../../lib/display-money.ts';
import { useMovers } from '../api/get-movers.ts';
import { DataSource } from './data-source.tsx';
import { changeClass, formatPercent } from './insights-format.ts';
import { ProductName } from './product-name.tsx';

type Props = {
  search: MarketInsightsSearch;
  onChange: (next: Partial<MarketInsightsSearch>) => void;
};

const PERIODS: [MoverPeriod, string][] = [
  ['1d', '1D'],
  ['7d', '7D'],
  ['30d', '30D'],
];

function MoverTable({ title, movers }: { title: string; movers: Mover[] }) {
  return (
    <div className="insights-table-wrap">
      <h3>{title}</h3>
      {movers.length === 0 ? (
        <p className="muted">Nothing moved this way over the period.</p>
      ) : (
        <table className="insights-table" aria-label={title}>
          <TableHead columns={['Product', 'Price', 'Change', '%']} />
          <tbody>
            {movers.map((mover) => (
              <tr key={mover.productId}>
                <td>
                  <ProductName product={mover} />
                </td>
                <td>
                  {formatPriceCents(mover.marketCents)}{' '}
                  <PriceDetailsButton
                    productId={mover.productId}
                    variant={mover.variant}
                    label={mover.name}
                  />
                </td>
                <td className={changeClass(mover.changeCents)}>
                  {formatPriceCents(mover.changeCents, { signed: true })}
                </td>
                <td className={changeClass(mover.changeCents)}>
                  {formatPercent(mover.changePercent)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

/** Top gainers and losers over 1D / 7D / 30D, ranked by $ or %. */
export function MoversPanel({ search, onChange }: Props) {
  const period = search.period ?? '1d';
  const by = search.by ?? 'percent';
  const { data, isPending, isError } = useMovers({
    language: search.language,
    series: search.series,
    productType: search.type,
    period,
    by,
  });
  return (
    <section className="insights-panel" aria-labelledby="movers-title">
      <header className="insights-panel__header">
        <h2 id="movers-title">Top gainers and losers</h2>
        <div className="insights-toggles">
          {PERIODS.map(([id, label]) => (
            <button
              key={id}
              type="button"
              aria-pressed={period === id}
              onClick={() => onChange({ period: id })}
            >
              {label}
            </button>
          ))}
          <button
            type="button"
            aria-pressed={by === 'amount'}
            onClick={() => onChange({ by: 'amount' })}
          >
            $
          </button>
          <button
            type="button"
            aria-pressed={by === 'percent'}
            onClick={() => onChange({ by: 'percent' })}
          >
            %
          </button>
        </div>
      </header>
      {isPending ? <p className="muted">Loading movers…</p> : null}
      {isError ? <p className="insights-error">Failed to fetch movers</p> : null}
      {data ? (
        <>
          <div className="insights-columns">
            <MoverTable title="Top gainers" movers={data.gainers} />
            <MoverTable title="Top losers" movers={data.losers} />
          </div>
          {by === 'percent' ? (
            <p className="muted insights-note">
              % rankings leave out products under $1 at the start.
            </p>
          ) : null}
          <DataSource meta={data.meta} />
        </>
      ) : null}
    </section>
  );
}
