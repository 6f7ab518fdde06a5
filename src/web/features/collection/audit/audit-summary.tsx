import type { AuditResult } from '#core/collection/binder-audit.ts';
import { useApplyAuditFixes } from '../binders/use-binder-pockets.ts';
import { WalkSummary } from './audit-walk-parts.tsx';

type Props = {
  binderId: number;
  result: AuditResult;
  names: ReadonlyMap<number, string>;
  onBack: () => void;
  onApplied: () => void;
};

/** The end of the walk: missing, misplaced and unexpected copies, and the fixes to apply. */
export function AuditSummary({ binderId, result, names, onBack, onApplied }: Props) {
  const apply = useApplyAuditFixes();
  const name = (itemId: number) => names.get(itemId) ?? `Item ${itemId}`;
  const hasFixes = result.missing.length + result.misplaced.length > 0;
  const applyFixes = async () => {
    await apply.mutateAsync({
      binderId,
      fixes: {
        moves: result.misplaced.map(({ copy, foundAt }) => ({
          user_product_id: copy.itemId,
          binder_page: foundAt.page,
          binder_pocket: foundAt.pocket,
        })),
        missing: result.missing.map((copy) => copy.itemId),
      },
    });
    onApplied();
  };
  return (
    <WalkSummary
      label="Audit summary"
      presentCount={result.present.length}
      missing={result.missing.map((copy) => ({
        key: copy.itemId,
        text: `${name(copy.itemId)}: page ${copy.page}, pocket ${copy.pocket}`,
      }))}
      misplaced={result.misplaced.map(({ copy, foundAt }) => ({
        key: copy.itemId,
        text: `${name(copy.itemId)}: filed in page ${copy.page}, pocket ${copy.pocket}; found in page ${foundAt.page}, pocket ${foundAt.pocket}`,
      }))}
      unexpected={result.unexpected.map((seen) => ({
        key: `${seen.page}:${seen.pocket}`,
        text: `${seen.productId}: page ${seen.page}, pocket ${seen.pocket}`,
      }))}
      backLabel="Back to the last page"
      onBack={onBack}
      applyLabel={
        hasFixes
          ? 'Apply fixes: move misplaced copies, take missing ones out of their pockets'
          : undefined
      }
      applying={apply.isPending}
      onApply={() => void applyFixes().catch(() => undefined)}
    />
  );
}
