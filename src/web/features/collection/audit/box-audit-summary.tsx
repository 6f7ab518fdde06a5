import { type BoxAuditResult, type BoxSpot, toBoxAuditFixes } from '#core/collection/box-audit.ts';
import { useApplyBoxAuditFixes } from '../binders/use-binder-pockets.ts';
import { WalkSummary } from './audit-walk-parts.tsx';
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
    onApplied();
  };
  return (
    <WalkSummary
      label="Box audit summary"
      presentCount={result.present.length}
      missing={result.missing.map((copy) => ({
        key: copy.itemId,
        text: `${name(copy.itemId)}: ${where(copy)}`,
      }))}
      misplaced={result.misplaced.map(({ copy, foundAt }) => ({
        key: copy.itemId,
        text: `${name(copy.itemId)}: filed in ${where(copy)}; found in ${where(foundAt)}`,
      }))}
      unexpected={result.unexpected.map(({ itemId, foundAt }) => ({
        key: itemId,
        text: `${name(itemId)}: filed elsewhere; found in ${where(foundAt)}`,
      }))}
      backLabel="Back to the last row"
      onBack={onBack}
      applyLabel={
        hasFixes
          ? 'Apply fixes: move copies to where they were found, take missing ones out of the box'
          : undefined
      }
      applying={apply.isPending}
      onApply={() => void applyFixes().catch(() => undefined)}
    />
  );
}
