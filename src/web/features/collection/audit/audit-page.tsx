import type { ReactNode } from 'react';
import type { ExpectedCopy } from '#core/collection/binder-audit.ts';
import type { AuditMark } from './audit-marks.ts';

type Props = {
  page: number;
  position: string;
  copies: ExpectedCopy[];
  names: ReadonlyMap<number, string>;
  marks: ReadonlyMap<number, AuditMark>;
  onMark: (itemId: number, mark: AuditMark) => void;
  onBack: (() => void) | undefined;
  onNext: () => void;
  isLast: boolean;
  /** Scans this page in binder-page mode; its cards in reading order become the marks. */
  scanAction?: ReactNode;
};

const KINDS = [
  { kind: 'here', label: 'Here' },
  { kind: 'missing', label: 'Missing' },
  { kind: 'elsewhere', label: 'Elsewhere' },
] as const;

/** One page of the walk: each filed pocket with its copy, to mark here, missing or elsewhere. */
export function AuditPage(props: Props) {
  const { page, copies, names, marks, onMark } = props;
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
          Page {page} <span className="muted">({props.position})</span>
        </h3>
        <span className="row-spread">
          {props.scanAction}
          <button type="button" className="button button--secondary" onClick={markAll}>
            Mark the rest here
          </button>
        </span>
      </div>
      <ol className="binder-audit__pockets">
        {copies
          .sort((a, b) => a.pocket - b.pocket)
          .map((copy) => {
            const name = names.get(copy.itemId) ?? copy.productId;
            const mark = marks.get(copy.itemId);
            return (
              <li key={copy.itemId} className="binder-audit__pocket">
                <span>
                  Pocket {copy.pocket}: <strong>{name}</strong>
                </span>
                <fieldset
                  className="binder-audit__marks"
                  aria-label={`${name} in pocket ${copy.pocket}`}
                >
                  {KINDS.map(({ kind, label }) => (
                    <label key={kind}>
                      <input
                        type="radio"
                        name={`mark-${copy.itemId}`}
                        checked={mark?.kind === kind}
                        onChange={() =>
                          onMark(
                            copy.itemId,
                            kind === 'elsewhere' ? { kind, page, pocket: copy.pocket } : { kind },
                          )
                        }
                      />
                      {label}
                    </label>
                  ))}
                </fieldset>
                {mark?.kind === 'elsewhere' ? (
                  <FoundAt mark={mark} onChange={(next) => onMark(copy.itemId, next)} />
                ) : null}
              </li>
            );
          })}
      </ol>
      <div className="row-spread">
        {props.onBack ? (
          <button type="button" className="button button--secondary" onClick={props.onBack}>
            Previous page
          </button>
        ) : (
          <span />
        )}
        <button type="button" className="button" onClick={props.onNext}>
          {props.isLast ? 'Finish walk' : 'Next page'}
        </button>
      </div>
    </div>
  );
}

function FoundAt({
  mark,
  onChange,
}: {
  mark: Extract<AuditMark, { kind: 'elsewhere' }>;
  onChange: (next: AuditMark) => void;
}) {
  const number = (value: string) => Math.max(1, Math.round(Number(value)) || 1);
  return (
    <span className="binder-audit__found">
      <label>
        Found on page{' '}
        <input
          type="number"
          min={1}
          value={mark.page}
          onChange={(event) => onChange({ ...mark, page: number(event.target.value) })}
        />
      </label>
      <label>
        pocket{' '}
        <input
          type="number"
          min={1}
          value={mark.pocket}
          onChange={(event) => onChange({ ...mark, pocket: number(event.target.value) })}
        />
      </label>
    </span>
  );
}
