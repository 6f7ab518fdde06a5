import { toast } from 'react-toastify';
import { type BoxAuditResult, type BoxSpot, toBoxAuditFixes } from '#core/collection/box-audit.ts';
import { useApplyBoxAuditFixes } from '../binders/use-binder-pockets.ts';
import { rowLabel } from './box-audit-row.tsx';

type Props = {
  box: string;
  result: BoxAuditResult;
  names: ReadonlyMap<number, string>;
  onBack: () => void;
  onApplied: () => void;
};

const where = (spot: BoxSpot) => `${spot.box}, ${rowLabel(spot.row).toLowerCase()}`;

/** The end of a box walk: missing, misplaced and unexpected copies, and the fixes to apply. */
export function BoxAuditSummary({ box, result, names, onBack, onApplied }: Props) {
  const apply = useApplyBoxAuditFixes();
  const name = (itemId: number) => names.get(itemId) ?? `Item ${itemId}`;
  const fixes = toBoxAuditFixes(box, result);
  const hasFixes = (fixes.moves?.length ?? 0) + (fixes.missing?.length ?? 0) > 0;
  const applyFixes = async () => {
    await apply.mutateAsync(fixes);
    toast.success('The box now matches what you found');
    onApplied();
  };
  return (
    <section className="binder-audit__summary" aria-label="Box audit summary">
      <p>
        {result.present.length === 1
          ? '1 copy is where it should be.'
          : `${result.present.length} copies are where they should be.`}
      </p>
      <h3>Missing ({result.missing.length})</h3>
      <ul>
        {result.missing.map((copy) => (
          <li key={copy.itemId}>
            {name(copy.itemId)}: {where(copy)}
          </li>
        ))}
      </ul>
      <h3>Misplaced ({result.misplaced.length})</h3>
      <ul>
        {result.misplaced.map(({ copy, foundAt }) => (
          <li key={copy.itemId}>
            {name(copy.itemId)}: filed in {where(copy)}; found in {where(foundAt)}
          </li>
        ))}
      </ul>
      <h3>Unexpected ({result.unexpected.length})</h3>
      <ul>
        {result.unexpected.map(({ itemId, foundAt }) => (
          <li key={itemId}>
            {name(itemId)}: filed elsewhere; found in {where(foundAt)}
          </li>
        ))}
      </ul>
      <div className="row-spread">
        <button type="button" className="button button--secondary" onClick={onBack}>
          Back to the last row
        </button>
        {hasFixes ? (
          <button
            type="button"
            className="button"
            disabled={apply.isPending}
            onClick={() => void applyFixes().catch(() => undefined)}
          >
            Apply fixes: move copies to where they were found, take missing ones out of the box
          </button>
        ) : null}
      </div>
    </section>
  );
}
