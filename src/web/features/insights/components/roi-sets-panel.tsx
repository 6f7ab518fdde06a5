import type { InsightsLanguage } from '#core/insights/insights.schema.ts';
import { TableHead } from '#web/components/ui/table-head.tsx';
import { formatPriceCents } from '../../../lib/display-money.ts';
import { useRoiSets } from '../api/get-roi-sets.ts';
import { DataSource } from './data-source.tsx';
import { changeClass, formatPercent } from './insights-format.ts';

/** Spec "ROI sets per language": sealed products against their MSRP, best set first. */
export function RoiSetsPanel({ language }: { language: InsightsLanguage }) {
  const { data, isPending, error } = useRoiSets(language);
  return (
    <section className="insights-panel" aria-labelledby="roi-title">
      <h2 id="roi-title">Sealed ROI by set</h2>
      {isPending ? <p className="muted">Loading ROI…</p> : null}
      {error ? <p className="insights-error">{error.message}</p> : null}
      {data ? (
        <>
          {data.sets.length === 0 ? (
            <p className="muted">No sealed products with a known MSRP in this language.</p>
          ) : (
            <table className="insights-table" aria-label="Sealed ROI by set">
              <TableHead columns={['Set / product', 'Market', 'MSRP', 'ROI']} />
              {data.sets.map((set) => (
                <tbody key={set.setId}>
                  <tr className="insights-row--group">
                    <th scope="row">{set.setName ?? set.setId}</th>
                    <td>{formatPriceCents(set.marketCents)}</td>
                    <td>{formatPriceCents(set.msrpCents)}</td>
                    <td className={changeClass(set.roiPercent)}>{formatPercent(set.roiPercent)}</td>
                  </tr>
                  {set.products.map((product) => (
                    <tr key={product.productId}>
                      <td>
                        {product.name}
                        <span className="muted insights-product__set">
                          MSRP source: {product.msrpSource ?? 'catalog'}
                        </span>
                      </td>
                      <td>{formatPriceCents(product.marketCents)}</td>
                      <td>{formatPriceCents(product.msrpCents)}</td>
                      <td className={changeClass(product.roiPercent)}>
                        {formatPercent(product.roiPercent)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              ))}
            </table>
          )}
          <DataSource meta={data.meta} />
        </>
      ) : null}
    </section>
  );
}
