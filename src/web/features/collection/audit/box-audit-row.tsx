import { useState } from 'react';
import { type BoxCopy, type BoxMark, type BoxSpot, NO_ROW } from '#core/collection/box-audit.ts';
import { WalkMarkChoices, WalkStepFooter, WalkStepHeader } from './audit-walk-parts.tsx';

type Props = {
  box: string;
  row: number;
  position: string;
  copies: BoxCopy[];
  names: ReadonlyMap<number, string>;
  marks: ReadonlyMap<number, BoxMark>;
  onMark: (itemId: number, mark: BoxMark) => void;
  /** Copies filed elsewhere that the walker can say turned up in this row. */
  others: { id: number; name: string }[];
  found: { itemId: number; foundAt: BoxSpot }[];
  onFound: (itemId: number) => void;
  onBack: (() => void) | undefined;
  onNext: () => void;
  isLast: boolean;
};

export const rowLabel = (row: number) => (row === NO_ROW ? 'Without a row' : `Row ${row}`);

/** One row of a box walk: each filed copy to mark here, missing or elsewhere. */
export function BoxAuditRow(props: Props) {
  const { box, row, copies, names, marks, onMark } = props;
  const spot = { box, row };
  const markAll = () => {
    for (const copy of copies) {
      if (!marks.has(copy.itemId)) {
        onMark(copy.itemId, { kind: 'here' });
      }
    }
  };
  return (
    <div className="binder-audit__page">
      <WalkStepHeader title={rowLabel(row)} position={props.position} onMarkRest={markAll} />
      <ol className="binder-audit__pockets">
        {copies.map((copy) => {
          const name = names.get(copy.itemId) ?? copy.productId;
          const mark = marks.get(copy.itemId);
          return (
            <li key={copy.itemId} className="binder-audit__pocket">
              <strong>{name}</strong>
              <WalkMarkChoices
                groupName={`box-mark-${copy.itemId}`}
                label={`${name} in ${rowLabel(row)}`}
                current={mark?.kind}
                onChoose={(kind) =>
                  onMark(copy.itemId, kind === 'elsewhere' ? { kind, ...spot } : { kind })
                }
              />
              {mark?.kind === 'elsewhere' ? (
                <FoundIn mark={mark} onChange={(next) => onMark(copy.itemId, next)} />
              ) : null}
            </li>
          );
        })}
      </ol>
      <FoundHere
        row={row}
        names={names}
        others={props.others}
        found={props.found}
        onFound={props.onFound}
      />
      <WalkStepFooter
        backLabel="Previous row"
        nextLabel="Next row"
        onBack={props.onBack}
        onNext={props.onNext}
        isLast={props.isLast}
      />
    </div>
  );
}

function FoundIn({
  mark,
  onChange,
}: {
  mark: Extract<BoxMark, { kind: 'elsewhere' }>;
  onChange: (next: BoxMark) => void;
}) {
  return (
    <span className="binder-audit__found">
      <label>
        Found in box{' '}
        <input
          type="text"
          maxLength={60}
          value={mark.box}
          onChange={(event) => onChange({ ...mark, box: event.target.value })}
        />
      </label>
      <label>
        row{' '}
        <input
          type="number"
          min={1}
          value={mark.row === NO_ROW ? '' : mark.row}
          onChange={(event) =>
            onChange({ ...mark, row: Math.max(0, Math.round(Number(event.target.value)) || 0) })
          }
        />
      </label>
    </span>
  );
}

/** A copy filed somewhere else that turned up in this row (it counts as unexpected). */
function FoundHere({
  row,
  names,
  others,
  found,
  onFound,
}: Pick<Props, 'row' | 'names' | 'others' | 'found' | 'onFound'>) {
  const [choice, setChoice] = useState('');
  const here = found.filter((entry) => entry.foundAt.row === row);
  return (
    <div className="binder-audit__extra">
      {here.length > 0 ? (
        <p>
          Also found here:{' '}
          {here.map((entry) => names.get(entry.itemId) ?? `Item ${entry.itemId}`).join(', ')}
        </p>
      ) : null}
      <label>
        A copy filed elsewhere is in this row{' '}
        <select value={choice} onChange={(event) => setChoice(event.target.value)}>
          <option value="">Choose a copy</option>
          {others.map((other) => (
            <option key={other.id} value={other.id}>
              {other.name}
            </option>
          ))}
        </select>
      </label>{' '}
      <button
        type="button"
        className="button button--secondary"
        disabled={choice === ''}
        onClick={() => {
          onFound(Number(choice));
          setChoice('');
        }}
      >
        Add as found here
      </button>
    </div>
  );
}
