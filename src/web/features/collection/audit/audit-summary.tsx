import { toast } from 'react-toastify';
import type { AuditResult } from '#core/collection/binder-audit.ts';
import { useApplyAuditFixes } from '../binders/use-binder-pockets.ts';

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
    toast.success('The binder now matches what you found');
    onApplied();
  };
  return (
    <section className="binder-audit__summary" aria-label="Audit summary">
      <p>
        {result.present.length === 1
          ? '1 copy is where it should be.'
          : `${result.present.length} copies are where they should be.`}
      </p>
      <h3>Missing ({result.missing.length})</h3>
      <ul>
        {result.missing.map((copy) => (
          <li key={copy.itemId}>
            {name(copy.itemId)}: page {copy.page}, pocket {copy.pocket}
          </li>
        ))}
      </ul>
      <h3>Misplaced ({result.misplaced.length})</h3>
      <ul>
        {result.misplaced.map(({ copy, foundAt }) => (
          <li key={copy.itemId}>
            {name(copy.itemId)}: filed in page {copy.page}, pocket {copy.pocket}; found in page{' '}
            {foundAt.page}, pocket {foundAt.pocket}
          </li>
        ))}
      </ul>
      {result.unexpected.length > 0 ? (
        <>
          <h3>Unexpected ({result.unexpected.length})</h3>
          <ul>
            {result.unexpected.map((seen) => (
              <li key={`${seen.page}:${seen.pocket}`}>
                {seen.productId}: page {seen.page}, pocket {seen.pocket}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <div className="row-spread">
        <button type="button" className="button button--secondary" onClick={onBack}>
          Back to the last page
        </button>
        {hasFixes ? (
          <button
            type="button"
            className="button"
            disabled={apply.isPending}
            onClick={() => void applyFixes().catch(() => undefined)}
          >
            Apply fixes: move misplaced copies, take missing ones out of their pockets
          </button>
        ) : null}
      </div>
    </section>
  );
}
