import { useState } from 'react';
import { useCandidateProducts } from '../hooks/use-candidate-products.ts';
import type { ScanAdds } from '../hooks/use-scan-adds.ts';
import { type ReviewAction, type ReviewBatch, toBulkInputs } from '../lib/review-batch.ts';
import { PhotoOutlines } from './photo-outlines.tsx';
import { ReviewApply } from './review-apply.tsx';
import { ReviewTableRow } from './review-row.tsx';

/**
 * Every card of the batch (a multi or binder scan, or single scans in a row), numbered like its
 * outline on the photo: swap a candidate, set printing and condition per card or for many,
 * drop a card, then add them all in one bulk call.
 */
export function ReviewTable({
  batch,
  dispatch,
  photo,
  adds,
  onAdded,
  onNavigate,
}: {
  batch: ReviewBatch;
  dispatch: (action: ReviewAction) => void;
  /** The newest photo (the rows with corners were found on it). */
  photo: Blob | null;
  adds: ScanAdds;
  onAdded: () => void;
  onNavigate: (href: string) => void;
}) {
  const [active, setActive] = useState<number | null>(null);
  const products = useCandidateProducts(
    batch.rows.flatMap((row) => row.matches.map((match) => match.database.product_id)),
  );
  const inputs = toBulkInputs(batch, products.defaultPrinting);
  const outlined = batch.rows.flatMap((row, index) =>
    row.corners
      ? [{ corners: row.corners, label: String(index + 1), dropped: row.dropped, index }]
      : [],
  );
  const kept = batch.rows.filter((row) => !row.dropped);
  const allTicked = kept.length > 0 && kept.every((row) => row.ticked);

  return (
    <section className="scan-review" aria-label="Review cards">
      {photo && outlined.length > 0 ? (
        <PhotoOutlines
          photo={photo}
          outlines={outlined}
          active={outlined.findIndex((outline) => outline.index === active)}
        />
      ) : null}
      <div className="scan-review__head">
        <h3>
          Review {batch.rows.length} {batch.rows.length === 1 ? 'card' : 'cards'}
        </h3>
        <label className="scan-group__include">
          <input
            type="checkbox"
            checked={allTicked}
            onChange={(event) => dispatch({ type: 'tickAll', ticked: event.target.checked })}
          />
          Select all cards
        </label>
      </div>
      <ReviewApply batch={batch} products={products} dispatch={dispatch} />
      <ol className="scan-groups">
        {batch.rows.map((row, index) => (
          <li
            key={row.key}
            onMouseEnter={() => setActive(index)}
            onMouseLeave={() => setActive(null)}
            onFocus={() => setActive(index)}
          >
            <ReviewTableRow
              row={row}
              number={index + 1}
              products={products}
              dispatch={dispatch}
              onNavigate={onNavigate}
            />
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="button"
        disabled={inputs.length === 0 || adds.isAdding}
        onClick={async () => {
          if (await adds.addAll(inputs)) {
            dispatch({ type: 'added' });
            onAdded();
          }
        }}
      >
        {adds.isAdding ? 'Adding…' : 'Add all to collection'}
      </button>
    </section>
  );
}
