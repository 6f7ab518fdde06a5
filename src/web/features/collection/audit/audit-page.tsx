import type { ReactNode } from 'react';
import type { ExpectedCopy } from '#core/collection/binder-audit.ts';
import type { AuditMark } from './audit-marks.ts';
import { WalkMarkChoices, WalkStepFooter, WalkStepHeader } from './audit-walk-parts.tsx';

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
      <WalkStepHeader
        title={`Page ${page}`}
        position={props.position}
        onMarkRest={markAll}
        action={props.scanAction}
      />
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
                <WalkMarkChoices
                  groupName={`mark-${copy.itemId}`}
                  label={`${name} in pocket ${copy.pocket}`}
                  current={mark?.kind}
                  onChoose={(kind) =>
                    onMark(
                      copy.itemId,
                      kind === 'elsewhere' ? { kind, page, pocket: copy.pocket } : { kind },
                    )
                  }
                />
                {mark?.kind === 'elsewhere' ? (
                  <FoundAt mark={mark} onChange={(next) => onMark(copy.itemId, next)} />
                ) : null}
              </li>
            );
          })}
      </ol>
      <WalkStepFooter
        backLabel="Previous page"
        nextLabel="Next page"
        onBack={props.onBack}
        onNext={props.onNext}
        isLast={props.isLast}
      />
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
