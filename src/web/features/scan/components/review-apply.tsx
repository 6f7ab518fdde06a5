import { useId, useState } from 'react';
import type { VariantOption } from '#core/collection/client-rules.ts';
import { COPY_LANGUAGES, type CopyLanguage } from '#core/collection/copy-language.ts';
import { CONDITIONS, type Condition } from '#core/collection/user-product.schema.ts';
import { asOptions, OptionSelect, type SelectOption } from '#web/components/ui/option-select.tsx';
import type { CandidateProducts } from '../hooks/use-candidate-products.ts';
import {
  chosenMatch,
  type ReviewAction,
  type ReviewBatch,
  type RowTarget,
  targetRows,
} from '../lib/review-batch.ts';

/** The chosen product of each row that is a card, by row key. */
function cardRows(batch: ReviewBatch, target: RowTarget) {
  return targetRows(batch, target).flatMap((row) => {
    const match = chosenMatch(row);
    return match?.product_type === 'card'
      ? [{ key: row.key, productId: match.database.product_id }]
      : [];
  });
}

/** "Apply to all / selected cards": one printing, condition or language for many rows at once. */
export function ReviewApply({
  batch,
  products,
  dispatch,
}: {
  batch: ReviewBatch;
  products: CandidateProducts;
  dispatch: (action: ReviewAction) => void;
}) {
  const id = useId();
  const [scope, setScope] = useState<'all' | 'ticked'>('all');
  const [condition, setCondition] = useState<Condition>('NM');
  const [printing, setPrinting] = useState('');
  const [language, setLanguage] = useState<CopyLanguage>('EN');
  const cards = cardRows(batch, scope);
  const byValue = new Map<string, VariantOption>();
  for (const card of cards) {
    for (const option of products.printings(card.productId)) {
      byValue.set(option.value, option);
    }
  }
  const printings = [...byValue.values()];
  const chosenPrinting = byValue.has(printing) ? printing : (printings[0]?.value ?? '');
  const hasTargets = targetRows(batch, scope).length > 0;
  return (
    <fieldset className="scan-review__apply" aria-label="Apply to many cards">
      <label htmlFor={`${id}-scope`}>Apply to</label>
      <OptionSelect
        id={`${id}-scope`}
        value={scope}
        options={[
          { value: 'all', label: 'All cards' },
          { value: 'ticked', label: 'Selected cards' },
        ]}
        onChange={setScope}
      />
      <ApplyPair
        what="Condition"
        value={condition}
        options={asOptions(CONDITIONS)}
        onChange={setCondition}
        disabled={!hasTargets}
        onApply={() => dispatch({ type: 'setCondition', target: scope, condition })}
      />
      <ApplyPair
        what="Language"
        value={language}
        options={asOptions(COPY_LANGUAGES)}
        onChange={setLanguage}
        disabled={!hasTargets}
        onApply={() => dispatch({ type: 'setLanguage', target: scope, language })}
      />
      {printings.length > 0 ? (
        <ApplyPair
          what="Printing"
          value={chosenPrinting}
          options={printings}
          onChange={setPrinting}
          disabled={false}
          onApply={() =>
            dispatch({
              type: 'setVariant',
              target: scope,
              variant: chosenPrinting,
              validFor: cards
                .filter((card) =>
                  products.printings(card.productId).some((o) => o.value === chosenPrinting),
                )
                .map((card) => card.key),
            })
          }
        />
      ) : null}
    </fieldset>
  );
}

/** One value for many rows: "<What> for many" and its "Apply <what>" button. */
function ApplyPair<T extends string>(props: {
  what: string;
  value: T;
  options: readonly SelectOption<T>[];
  onChange: (value: T) => void;
  disabled: boolean;
  onApply: () => void;
}) {
  return (
    <span className="scan-review__pair">
      <OptionSelect
        aria-label={`${props.what} for many`}
        value={props.value}
        options={props.options}
        onChange={props.onChange}
      />
      <button
        type="button"
        className="button button--secondary"
        disabled={props.disabled}
        onClick={props.onApply}
      >
        Apply {props.what.toLowerCase()}
      </button>
    </span>
  );
}
