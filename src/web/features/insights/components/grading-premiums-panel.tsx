import { TableHead } from '#web/components/ui/table-head.tsx';
import { formatPriceCents } from '../../../lib/display-money.ts';
import { useGradingPremiums } from '../api/get-grading-premiums.ts';
import { DataSource } from './data-source.tsx';
import { ProductName } from './product-name.tsx';

type Props = {
  language?: string;
  by: 'multiplier' | 'amount';
  selected?: string;
  onBy: (by: 'multiplier' | 'amount') => void;
  onSelect: (productId: string) => void;
};

/** The cards with the highest PSA 10 premium over raw; pick one to see its ladder. */
export function GradingPremiumsPanel({ language, by, selected, onBy, onSelect }: Props) {
  const { data, isPending, isError } = useGradingPremiums({ language, by });
  return (
    <section className="insights-panel" aria-labelledby="premiums-title">
      <header className="insights-panel__header">
        <h2 id="premiums-title">Highest grading premium</h2>
        <div className="insights-toggles">
          <button type="button" aria-pressed={by === 'amount'} onClick={() => onBy('amount')}>
            $ premium
          </button>
          <button
            type="button"
            aria-pressed={by === 'multiplier'}
            onClick={() => onBy('multiplier')}
          >
            × multiple
          </button>
        </div>
      </header>
      {isPending ? <p className="muted">Loading…</p> : null}
      {isError ? <p className="insights-error">Failed to fetch grading premiums</p> : null}
      {data ? (
        <>
          <table className="insights-table" aria-label="Highest grading premium">
            <TableHead columns={['Card', 'Raw', 'PSA 10', 'Premium', 'Multiple', '']} />
            <tbody>
              {data.cards.map((card) => (
                <tr
                  key={card.productId}
                  className={card.productId === selected ? 'insights-row--selected' : undefined}
                >
                  <td>
                    <ProductName product={card} />
                  </td>
                  <td>{formatPriceCents(card.marketCents)}</td>
                  <td>{formatPriceCents(card.psa10Cents)}</td>
                  <td className="insights-up">
                    {formatPriceCents(card.premiumCents, { signed: true })}
                  </td>
                  <td>{card.multiplier.toFixed(1)}×</td>
                  <td>
                    <button
                      type="button"
                      className="insights-link"
                      onClick={() => onSelect(card.productId)}
                    >
                      Ladder
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <DataSource meta={data.meta} />
        </>
      ) : null}
    </section>
  );
}
