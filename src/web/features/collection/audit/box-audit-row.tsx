import { useState } from 'react';
import { type BoxCopy, type BoxMark, type BoxSpot, NO_ROW } from '#core/collection/box-audit.ts';

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

const KINDS = [
  { kind: 'here', label: 'Here' },
  { kind: 'missing', label: 'Missing' },
  { kind: 'elsewhere', label: 'Elsewhere' },
] as const;

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
      <div className="row-spread">
        <h3>
          {rowLabel(row)} <span className="muted">({props.position})</span>
        </h3>
        <button type="button" className="button button--secondary" onClick={markAll}>
          Mark the rest here
        </button>
      </div>
      <ol className="binder-audit__pockets">
        {copies.map((copy) => {
          const name = names.get(copy.itemId) ?? copy.productId;
          const mark = marks.get(copy.itemId);
          return (
            <li key={copy.itemId} className="binder-audit__pocket">
              <strong>{name}</strong>
              <fieldset className="binder-audit__marks" aria-label={`${name} in ${rowLabel(row)}`}>
                {KINDS.map(({ kind, label }) => (
                  <label key={kind}>
                    <input
                      type="radio"
                      name={`box-mark-${copy.itemId}`}
                      checked={mark?.kind === kind}
                      onChange={() =>
                        onMark(copy.itemId, kind === 'elsewhere' ? { kind, ...spot } : { kind })
                      }
                    />
                    {label}
                  </label>
                ))}
              </fieldset>
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
      <div className="row-spread">
        {props.onBack ? (
          <button type="button" className="button button--secondary" onClick={props.onBack}>
            Previous row
          </button>
        ) : (
          <span />
        )}
        <button type="button" className="button" onClick={props.onNext}>
          {props.isLast ? 'Finish walk' : 'Next row'}
        </button>
      </div>
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
