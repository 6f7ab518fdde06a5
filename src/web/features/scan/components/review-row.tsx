import { useId } from 'react';
import { CARD_COPY_LANGUAGE, COPY_LANGUAGES } from '#core/collection/copy-language.ts';
import { CONDITIONS } from '#core/collection/user-product.schema.ts';
import { asOptions, OptionSelect } from '#web/components/ui/option-select.tsx';
import type { CandidateProducts } from '../hooks/use-candidate-products.ts';
import { chosenMatch, type ReviewAction, type ReviewRow } from '../lib/review-batch.ts';
import { MatchSummary } from './match-summary.tsx';
import { ReviewCandidate } from './review-candidate.tsx';
import { ViewMatchLink } from './view-match-link.tsx';

/** One card of the review table: its candidates, printing, condition and language, tick and drop. */
export function ReviewTableRow({
  row,
  number,
  products,
  dispatch,
  onNavigate,
}: {
  row: ReviewRow;
  /** 1-based, as on the photo's outline. */
  number: number;
  products: CandidateProducts;
  dispatch: (action: ReviewAction) => void;
  onNavigate: (href: string) => void;
}) {
  const id = useId();
  const match = chosenMatch(row);
  if (!match) {
    return null;
  }
  const productId = match.database.product_id;
  const isCard = match.product_type === 'card';
  const { dropped } = row;
  const cardLanguage = CARD_COPY_LANGUAGE[products.product(productId)?.language ?? 'english'];
  return (
    <fieldset className={dropped ? 'scan-group scan-group--dropped' : 'scan-group'}>
      <legend>Card {number}</legend>
      <label className="scan-group__include">
        <input
          type="checkbox"
          checked={row.ticked}
          disabled={dropped}
          onChange={(event) =>
            dispatch({ type: 'tick', key: row.key, ticked: event.target.checked })
          }
        />
        Select card {number}
      </label>
      <MatchSummary match={match} />
      {row.matches.length > 1 ? (
        <div className="scan-group__alternatives">
          {row.matches.map((candidate, index) => (
            <label key={candidate.database.product_id} className="scan-group__option">
              <input
                type="radio"
                name={`${id}-candidate`}
                checked={index === row.chosen}
                disabled={dropped}
                onChange={() => dispatch({ type: 'swap', key: row.key, chosen: index })}
              />
              <ReviewCandidate
                match={candidate}
                product={products.product(candidate.database.product_id)}
                printings={products.printings(candidate.database.product_id)}
              />
            </label>
          ))}
        </div>
      ) : (
        <ReviewCandidate
          match={match}
          product={products.product(productId)}
          printings={products.printings(productId)}
        />
      )}
      <div className="scan-group__fields">
        {isCard ? (
          <label>
            Printing
            <OptionSelect
              value={row.variant ?? products.defaultPrinting(productId)}
              options={products.printings(productId)}
              disabled={dropped}
              onChange={(variant) =>
                dispatch({ type: 'setVariant', target: [row.key], variant, validFor: [row.key] })
              }
            />
          </label>
        ) : null}
        <label>
          Condition
          <OptionSelect
            value={row.condition}
            options={asOptions(CONDITIONS)}
            disabled={dropped}
            onChange={(condition) =>
              dispatch({ type: 'setCondition', target: [row.key], condition })
            }
          />
        </label>
        <label>
          Language
          <OptionSelect
            value={row.copyLanguage ?? cardLanguage}
            options={asOptions(COPY_LANGUAGES)}
            disabled={dropped}
            onChange={(language) => dispatch({ type: 'setLanguage', target: [row.key], language })}
          />
        </label>
      </div>
      <div className="scan-group__footer">
        {dropped ? <span className="muted">Dropped: not added</span> : null}
        <button
          type="button"
          className="button button--secondary"
          aria-label={dropped ? `Keep card ${number}` : `Drop card ${number}`}
          onClick={() => dispatch({ type: 'drop', key: row.key, dropped: !dropped })}
        >
          {dropped ? 'Keep' : 'Drop'}
        </button>
        <ViewMatchLink match={match} onNavigate={onNavigate} />
      </div>
    </fieldset>
  );
}
