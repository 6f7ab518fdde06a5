import { useMemo, useState } from 'react';
import {
  type BoxMark,
  type BoxSpot,
  compareBoxAudit,
  getBoxRows,
  toBoxCopies,
} from '#core/collection/box-audit.ts';
import type { UserProduct } from '#core/collection/user-product.schema.ts';
import { BoxAuditRow } from './box-audit-row.tsx';
import { BoxAuditSummary } from './box-audit-summary.tsx';
import './audit.css';

type Props = { items: UserProduct[]; onClose: () => void };

const boxCollator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The box names the items use, in order. */
export function getBoxNames(items: readonly UserProduct[]): string[] {
  const names = new Set(items.flatMap((item) => item.box_name ?? []));
  return [...names].sort(boxCollator.compare);
}

/**
 * The audit walk of a box (issue 32): row by row, marking each filed copy as here, missing or
 * found elsewhere, and naming copies filed elsewhere that turned up; then the fixes to apply.
 */
export function BoxAudit({ items, onClose }: Props) {
  const boxes = useMemo(() => getBoxNames(items), [items]);
  const [box, setBox] = useState<string | null>(boxes.length === 1 ? (boxes[0] ?? null) : null);
  return (
    <section className="binder-audit" aria-label={box ? `Audit walk of ${box}` : 'Box audit walk'}>
      <div className="row-spread">
        <h2>Audit walk: {box ?? 'choose a box'}</h2>
        <button type="button" className="button button--secondary" onClick={onClose}>
          Close audit
        </button>
      </div>
      {box === null ? (
        <label>
          Box{' '}
          <select value="" onChange={(event) => setBox(event.target.value || null)}>
            <option value="">Choose a box</option>
            {boxes.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <BoxWalk key={box} box={box} items={items} onClose={onClose} />
      )}
    </section>
  );
}

function BoxWalk({ box, items, onClose }: Props & { box: string }) {
  const expected = useMemo(() => toBoxCopies(items, box), [items, box]);
  const rows = useMemo(() => getBoxRows(expected), [expected]);
  const [step, setStep] = useState(0);
  const [marks, setMarks] = useState<ReadonlyMap<number, BoxMark>>(new Map());
  const [found, setFound] = useState<{ itemId: number; foundAt: BoxSpot }[]>([]);
  const names = new Map(items.map((item) => [item.id, item.product_name]));
  const row = rows[step] ?? 0;
  const taken = new Set(found.map((entry) => entry.itemId));
  const others = items
    .filter((item) => item.box_name !== box && !item.wishlist && !taken.has(item.id))
    .map((item) => ({ id: item.id, name: item.product_name }));

  if (step >= rows.length) {
    return (
      <BoxAuditSummary
        box={box}
        result={compareBoxAudit(expected, marks, rows, found)}
        names={names}
        onBack={() => setStep(rows.length - 1)}
        onApplied={onClose}
      />
    );
  }
  return (
    <BoxAuditRow
      box={box}
      row={row}
      position={`${step + 1} of ${rows.length} to walk`}
      copies={expected.filter((copy) => copy.row === row)}
      names={names}
      marks={marks}
      onMark={(itemId, mark) => setMarks((old) => new Map(old).set(itemId, mark))}
      others={others}
      found={found}
      onFound={(itemId) => setFound((old) => [...old, { itemId, foundAt: { box, row } }])}
      onBack={step > 0 ? () => setStep(step - 1) : undefined}
      onNext={() => setStep(step + 1)}
      isLast={step === rows.length - 1}
    />
  );
}
