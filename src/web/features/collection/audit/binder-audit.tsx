import { useMemo, useState } from 'react';
import {
  compareAudit,
  type ObservedCopy,
  toExpectedCopies,
} from '#core/collection/binder-audit.ts';
import type { Binder, UserProduct } from '#core/collection/user-product.schema.ts';
import {
  type AuditMark,
  marksFromScan,
  type ScannedPocket,
  type ScanPageAction,
  toObservedCopies,
} from './audit-marks.ts';
import { AuditPage } from './audit-page.tsx';
import { AuditSummary } from './audit-summary.tsx';
import './audit.css';

type Props = {
  binder: Binder;
  items: UserProduct[];
  onClose: () => void;
  scanPageAction?: ScanPageAction | undefined;
};

/**
 * The audit walk (issue 32): page by page through a binder, marking each filed copy as here,
 * missing or found elsewhere; at the end, what is missing or misplaced and the fixes to apply.
 */
export function BinderAudit({ binder, items, onClose, scanPageAction }: Props) {
  const expected = useMemo(() => toExpectedCopies(items), [items]);
  const pages = useMemo(
    () => [...new Set(expected.map((copy) => copy.page))].sort((a, b) => a - b),
    [expected],
  );
  const [step, setStep] = useState(0);
  const [marks, setMarks] = useState<ReadonlyMap<number, AuditMark>>(new Map());
  // Cards a page scan found that no copy of that page accounts for, by page.
  const [scannedExtras, setScannedExtras] = useState<ReadonlyMap<number, ObservedCopy[]>>(
    new Map(),
  );
  const names = new Map(items.map((item) => [item.id, item.product_name]));
  const isDone = step >= pages.length;
  const mark = (itemId: number, next: AuditMark) =>
    setMarks((old) => new Map(old).set(itemId, next));
  const page = pages[step] ?? 1;
  const takeScan = (pockets: ScannedPocket[]) => {
    const scanned = marksFromScan(expected, page, pockets);
    setMarks((old) => new Map([...old, ...scanned.marks]));
    setScannedExtras((old) => new Map(old).set(page, scanned.unexpected));
  };
  const observed = () => [
    ...toObservedCopies(expected, marks),
    ...[...scannedExtras.values()].flat(),
  ];

  return (
    <section className="binder-audit" aria-label={`Audit walk of ${binder.name}`}>
      <div className="row-spread">
        <h2>Audit walk: {binder.name}</h2>
        <button type="button" className="button button--secondary" onClick={onClose}>
          Close audit
        </button>
      </div>
      {pages.length === 0 ? (
        <p className="muted">
          No copy of this binder is in a pocket yet: there is nothing to walk.
        </p>
      ) : isDone ? (
        <AuditSummary
          binderId={binder.id}
          result={compareAudit(expected, observed(), pages)}
          names={names}
          onBack={() => setStep(pages.length - 1)}
          onApplied={onClose}
        />
      ) : (
        <AuditPage
          page={page}
          scanAction={scanPageAction?.({ label: `page ${page}`, onScanned: takeScan })}
          position={`Page ${step + 1} of ${pages.length} to walk`}
          copies={expected.filter((copy) => copy.page === pages[step])}
          names={names}
          marks={marks}
          onMark={mark}
          onBack={step > 0 ? () => setStep(step - 1) : undefined}
          onNext={() => setStep(step + 1)}
          isLast={step === pages.length - 1}
        />
      )}
    </section>
  );
}
