import { useId, useState } from 'react';
import type { BulkChanges } from '#core/collection/bulk-change.schema.ts';
import type { VariantOption } from '#core/collection/client-rules.ts';
import type { Binder } from '#core/collection/user-product.schema.ts';
import { OptionSelect } from '#web/components/ui/option-select.tsx';
import { BulkChangeFields } from './bulk-change-fields.tsx';

type Props = {
  count: number;
  /** How many items the current filters show ("Select all N matching"). */
  matchingCount: number;
  allMatching: boolean;
  binders: Binder[];
  printings: VariantOption[];
  isBusy: boolean;
  onMove: (binderId: number | null) => void;
  onApply: (changes: BulkChanges) => void;
  onDuplicate: () => void;
  onDelete: () => void;
  onSelectAll: () => void;
  onClear: () => void;
};

const items = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/**
 * Shown while items are selected, fixed to the bottom of the window (never under the sticky
 * header): changes, moves, duplicates or deletes all of them in one call.
 */
export function SelectionBar(props: Props) {
  const { count, matchingCount, allMatching, binders, isBusy } = props;
  const [target, setTarget] = useState('');
  const selectId = useId();
  return (
    <section className="selection-bar" aria-label="Selected items">
      <div className="selection-bar__row">
        <span className="selection-bar__count" aria-live="polite">
          {allMatching ? `All ${items(count)} matching selected` : `${items(count)} selected`}
        </span>
        {count < matchingCount ? (
          <button type="button" className="link-button" onClick={props.onSelectAll}>
            Select all {matchingCount} matching
          </button>
        ) : null}
        <label htmlFor={selectId} className="selection-bar__label">
          Binder
        </label>
        <OptionSelect
          id={selectId}
          className="collection-control"
          value={target}
          options={binders.map((binder) => ({ value: String(binder.id), label: binder.name }))}
          onChange={setTarget}
        >
          <option value="">No binder</option>
        </OptionSelect>
        <button
          type="button"
          className="button"
          disabled={isBusy}
          onClick={() => props.onMove(target === '' ? null : Number(target))}
        >
          Move to binder
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={isBusy}
          onClick={props.onDuplicate}
        >
          Duplicate
        </button>
        <button
          type="button"
          className="button button--danger"
          disabled={isBusy}
          onClick={props.onDelete}
        >
          Delete…
        </button>
        <button type="button" className="button button--secondary" onClick={props.onClear}>
          Clear selection
        </button>
      </div>
      <BulkChangeFields
        count={count}
        printings={props.printings}
        isBusy={isBusy}
        onApply={props.onApply}
      />
    </section>
  );
}
