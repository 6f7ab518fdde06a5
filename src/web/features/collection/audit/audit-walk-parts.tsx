import type { ReactNode } from 'react';

/** What the walker can say about a filed copy; binder and box walks share the three words. */
export type WalkMarkKind = 'here' | 'missing' | 'elsewhere';

const KINDS: { kind: WalkMarkKind; label: string }[] = [
  { kind: 'here', label: 'Here' },
  { kind: 'missing', label: 'Missing' },
  { kind: 'elsewhere', label: 'Elsewhere' },
];

/** The three choices for one copy, as one radio group. */
export function WalkMarkChoices(props: {
  groupName: string;
  label: string;
  current: WalkMarkKind | undefined;
  onChoose: (kind: WalkMarkKind) => void;
}) {
  return (
    <fieldset className="binder-audit__marks" aria-label={props.label}>
      {KINDS.map(({ kind, label }) => (
        <label key={kind}>
          <input
            type="radio"
            name={props.groupName}
            checked={props.current === kind}
            onChange={() => props.onChoose(kind)}
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}

/** A walk step's heading with its place in the walk and "Mark the rest here". */
export function WalkStepHeader(props: {
  title: string;
  position: string;
  onMarkRest: () => void;
  action?: ReactNode;
}) {
  return (
    <div className="row-spread">
      <h3>
        {props.title} <span className="muted">({props.position})</span>
      </h3>
      <span className="row-spread">
        {props.action}
        <button type="button" className="button button--secondary" onClick={props.onMarkRest}>
          Mark the rest here
        </button>
      </span>
    </div>
  );
}

/** Back and next under a walk step; the last step finishes the walk. */
export function WalkStepFooter(props: {
  backLabel: string;
  nextLabel: string;
  onBack: (() => void) | undefined;
  onNext: () => void;
  isLast: boolean;
}) {
  return (
    <div className="row-spread">
      {props.onBack ? (
        <button type="button" className="button button--secondary" onClick={props.onBack}>
          {props.backLabel}
        </button>
      ) : (
        <span />
      )}
      <button type="button" className="button" onClick={props.onNext}>
        {props.isLast ? 'Finish walk' : props.nextLabel}
      </button>
    </div>
  );
}

type SummaryLine = { key: string | number; text: ReactNode };

/** The end of a walk: what was found where, and one button applying the fixes. */
export function WalkSummary(props: {
  label: string;
  presentCount: number;
  missing: SummaryLine[];
  misplaced: SummaryLine[];
  unexpected: SummaryLine[];
  backLabel: string;
  onBack: () => void;
  applyLabel: string | undefined;
  applying: boolean;
  onApply: () => void;
}) {
  return (
    <section className="binder-audit__summary" aria-label={props.label}>
      <p>
        {props.presentCount === 1
          ? '1 copy is where it should be.'
          : `${props.presentCount} copies are where they should be.`}
      </p>
      <SummaryList title="Missing" lines={props.missing} />
      <SummaryList title="Misplaced" lines={props.misplaced} />
      {props.unexpected.length > 0 ? (
        <SummaryList title="Unexpected" lines={props.unexpected} />
      ) : null}
      <div className="row-spread">
        <button type="button" className="button button--secondary" onClick={props.onBack}>
          {props.backLabel}
        </button>
        {props.applyLabel ? (
          <button
            type="button"
            className="button"
            disabled={props.applying}
            onClick={props.onApply}
          >
            {props.applyLabel}
          </button>
        ) : null}
      </div>
    </section>
  );
}

function SummaryList({ title, lines }: { title: string; lines: SummaryLine[] }) {
  return (
    <>
      <h3>
        {title} ({lines.length})
      </h3>
      <ul>
        {lines.map((line) => (
          <li key={line.key}>{line.text}</li>
        ))}
      </ul>
    </>
  );
}
