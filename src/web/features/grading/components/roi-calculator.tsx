import { useEffect, useState } from 'react';
import { DEFAULT_ODDS, type GradeOdds, oddsFromEstimate } from '#core/grading/expected-value.ts';
import { GRADING_FEES_CHECKED_ON } from '#core/grading/fees.ts';
import { roiRequestSchema } from '#core/grading/grading.schema.ts';
import type { GradingCompany } from '#core/grading/thresholds.ts';
import { useFindCards } from '../api/find-cards.ts';
import { useGradingRoi } from '../api/grading-roi.ts';
import { RoiTable } from './roi-table.tsx';

const oddsText = (odds: GradeOdds) =>
  odds.map((o) => `${o.grade}: ${Math.round(o.probability * 100)}%`).join(', ');

/**
 * Is it worth grading? Pick the card (or get it from the saved item), then the expected value
 * after grading per company against the raw price. Works without photos (typical odds).
 */
export function RoiCalculator({
  productId,
  overall,
  ceilings,
}: {
  productId?: string | null;
  overall?: number | null;
  ceilings?: Partial<Record<GradingCompany, number>> | null;
}) {
  const [picked, setPicked] = useState<string | null>(productId ?? null);
  const [query, setQuery] = useState('');
  const found = useFindCards(query);
  const roi = useGradingRoi();
  const odds = overall ? oddsFromEstimate(overall) : DEFAULT_ODDS;
  useEffect(() => {
    if (productId) {
      setPicked(productId);
    }
  }, [productId]);
  const run = roi.mutate;
  // One string per distinct request, so the effect runs when the values change, not the objects.
  const requestKey = picked
    ? JSON.stringify({ productId: picked, grades: odds, ...(ceilings ? { ceilings } : {}) })
    : null;
  useEffect(() => {
    if (requestKey) {
      run(roiRequestSchema.parse(JSON.parse(requestKey)));
    }
  }, [requestKey, run]);
  return (
    <section className="grading-panel" aria-label="Is it worth grading?">
      <h3>Is it worth grading?</h3>
      <label>
        Find the card
        <input
          type="search"
          value={query}
          placeholder="Name or number"
          onChange={(event) => setQuery(event.target.value)}
        />
      </label>
      {(found.data ?? []).length > 0 && query.trim().length >= 2 && (
        <ul className="grading-picks">
          {(found.data ?? []).map((card) => (
            <li key={card.product_id}>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => {
                  setPicked(card.product_id);
                  setQuery('');
                }}
              >
                {card.product_name} {card.number ? `#${card.number}` : ''}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="grading-small">
        Grade odds used: {oddsText(odds)}
        {overall ? ' (around the AI estimate)' : ' (typical for a clean-looking card)'}
        {ceilings ? ', capped at each company\u2019s centering ceiling' : ''}. Fees and shipping as
        published, checked on {GRADING_FEES_CHECKED_ON}.
      </p>
      {roi.isError && (
        <p className="grading-error" role="alert">
          {roi.error.message}
        </p>
      )}
      {roi.data && <RoiTable roi={roi.data} />}
    </section>
  );
}
