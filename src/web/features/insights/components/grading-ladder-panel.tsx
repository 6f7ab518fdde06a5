import { formatPriceCents } from '../../../lib/display-money.ts';
import { useGradingLadder } from '../api/get-grading-ladder.ts';
import { DataSource } from './data-source.tsx';
import { ProductName } from './product-name.tsx';

const GRADES = ['raw', '7', '8', '9', '10'] as const;

/** One card's graded ladder (raw, 7-10 per company) with multiples over raw. */
export function GradingLadderPanel({ productId }: { productId?: string }) {
  const { data, isPending, isError } = useGradingLadder(productId);
  if (!productId) {
    return (
      <section className="insights-panel">
        <h2>Graded ladder</h2>
        <p className="muted">Pick a card's "Ladder" to see its graded prices.</p>
      </section>
    );
  }
  return (
    <section className="insights-panel" aria-labelledby="ladder-title">
      <h2 id="ladder-title">Graded ladder</h2>
      {isPending ? <p className="muted">Loading the ladder…</p> : null}
      {isError ? <p className="insights-error">No graded prices for this card</p> : null}
      {data ? (
        <>
          <ProductName product={data.ladder} />
          <table className="insights-table" aria-label="Graded ladder">
            <thead>
              <tr>
                <th>Company</th>
                {GRADES.map((grade) => (
                  <th key={grade}>{grade === 'raw' ? 'Raw' : grade}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.ladder.companies.map((company) => (
                <tr key={company.company}>
                  <th scope="row">{company.company}</th>
                  {company.rungs.map((rung) => (
                    <td key={rung.grade}>
                      {formatPriceCents(rung.cents)}
                      {rung.multiplier !== null && rung.grade !== 'raw' ? (
                        <span className="muted insights-product__set">
                          {rung.multiplier.toFixed(2)}×
                        </span>
                      ) : null}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <p className="muted insights-note">
            Our price data has one price per grade for 7, 8 and 9 across companies; 10s are per
            company.
          </p>
          <DataSource meta={data.meta} />
        </>
      ) : null}
    </section>
  );
}
