import { TableHead } from '#web/components/ui/table-head.tsx';
import { formatPriceCents } from '../../../lib/display-money.ts';
import { useGradingCandidates } from '../api/get-grading-candidates.ts';
import { DataSource } from './data-source.tsx';
import { changeClass } from './insights-format.ts';
import { ProductName } from './product-name.tsx';

/** The signed-in user's raw cards whose PSA 10 / 9 premium after the fee is highest. */
export function GradingCandidatesPanel({
  signedIn,
  onSelect,
}: {
  signedIn: boolean;
  onSelect: (productId: string) => void;
}) {
  const { data, isPending, isError } = useGradingCandidates(signedIn);
  return (
    <section className="insights-panel" aria-labelledby="candidates-title">
      <h2 id="candidates-title">Your best grading candidates</h2>
      {!signedIn ? (
        <p className="muted">
          <a href="/login">Sign in</a> to see which of your raw cards are worth grading.
        </p>
      ) : null}
      {signedIn && isPending ? <p className="muted">Loading your collection…</p> : null}
      {signedIn && isError ? (
        <p className="insights-error">Failed to fetch your candidates</p>
      ) : null}
      {data ? (
        <>
          {data.candidates.length === 0 ? (
            <p className="muted">No raw cards with graded prices in your collection yet.</p>
          ) : (
            <table className="insights-table" aria-label="Your best grading candidates">
              <TableHead columns={['Card', 'Raw', 'PSA 10 net', 'PSA 9 net', '']} />
              <tbody>
                {data.candidates.map((candidate) => (
                  <tr key={candidate.userProductId}>
                    <td>
                      <ProductName product={candidate} />
                    </td>
                    <td>{formatPriceCents(candidate.rawCents)}</td>
                    <td className={changeClass(candidate.psa10NetCents)}>
                      {formatPriceCents(candidate.psa10NetCents, { signed: true })}
                    </td>
                    <td className={changeClass(candidate.psa9NetCents)}>
                      {formatPriceCents(candidate.psa9NetCents, { signed: true })}
                    </td>
                    <td>
                      <button
                        type="button"
                        className="insights-link"
                        onClick={() => onSelect(candidate.productId)}
                      >
                        Ladder
                      </button>{' '}
                      · <a href="/grade">Grading ROI with AI grading</a>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <p className="muted insights-note">
            Net = graded price − raw price − {formatPriceCents(data.feeCents)} grading fee per card
            (PSA Value tier plus shipping; an estimate).
          </p>
          <DataSource meta={data.meta} />
        </>
      ) : null}
    </section>
  );
}
