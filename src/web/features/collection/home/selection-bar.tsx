import { useId, useState } from 'react';
import type { Binder } from '#core/collection/user-product.schema.ts';
import { OptionSelect } from '#web/components/ui/option-select.tsx';

type Props = {
  count: number;
  binders: Binder[];
  isMoving: boolean;
  onMove: (binderId: number | null) => void;
  onClear: () => void;
};

/** Shown while items are selected: moves them into a binder (or out of every binder). */
export function SelectionBar({ count, binders, isMoving, onMove, onClear }: Props) {
  const [target, setTarget] = useState('');
  const selectId = useId();
  return (
    <section className="selection-bar" aria-label="Selected items">
      <span className="selection-bar__count">
        {count} {count === 1 ? 'item' : 'items'} selected
      </span>
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
        disabled={isMoving}
        onClick={() => onMove(target === '' ? null : Number(target))}
      >
        {isMoving ? '...' : 'Move to binder'}
      </button>
      <button type="button" className="button button--secondary" onClick={onClear}>
        Clear selection
      </button>
    </section>
  );
}
