import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useDeleteResult } from '../api/delete-result.ts';
import { useResult } from '../api/get-result.ts';
import { useResults } from '../api/list-results.ts';

const ratio = ([a, b]: [number, number]) => `${Math.round(a)}/${Math.round(b)}`;

/**
 * Your saved estimates (only those of one collection item when `itemId` is given): open one to
 * see its photos, delete it (photos go with it).
 */
export function PastResults({ itemId }: { itemId?: number | undefined } = {}) {
  const results = useResults(true);
  const remove = useDeleteResult();
  const [open, setOpen] = useState<number | null>(null);
  const detail = useResult(open);
  if (results.isPending) {
    return <p>Loading your results…</p>;
  }
  if (results.isError) {
    return <p className="grading-error">{results.error.message}</p>;
  }
  const shown =
    itemId === undefined ? results.data : results.data.filter((r) => r.userProductId === itemId);
  const showAll =
    itemId === undefined ? null : (
      <p className="grading-small">
        Results saved for this collection card. <Link to="/grade">Show all your results</Link>
      </p>
    );
  if (shown.length === 0) {
    return (
      <>
        {showAll}
        <p>
          {itemId === undefined
            ? 'No saved results yet. Grade a card and save it to a collection card.'
            : 'No saved results for this card yet. Grade it above and save the result to it.'}
        </p>
      </>
    );
  }
  return (
    <>
      {showAll}
      <ul className="grading-results" aria-label="Saved results list">
        {shown.map((r) => (
          <li key={r.id} data-testid="saved-result">
            <strong>{r.productName}</strong> · front {ratio(r.front.centering.leftRight)} L/R,{' '}
            {ratio(r.front.centering.topBottom)} T/B · PSA ceiling {r.ceilings.PSA} · AI estimate{' '}
            {r.overall ?? '–'} · {new Date(r.createdAt).toLocaleDateString()}
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setOpen(open === r.id ? null : r.id)}
            >
              {open === r.id ? 'Hide photos' : 'Show photos'}
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={remove.isPending}
              onClick={() => remove.mutate(r.id)}
            >
              Delete
            </button>
            {open === r.id && detail.data && (
              <div className="grading-thumbs">
                {[detail.data.front.image, detail.data.back?.image].map(
                  (src, i) =>
                    src && <img key={src.slice(-32)} src={src} alt={i === 0 ? 'Front' : 'Back'} />,
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
