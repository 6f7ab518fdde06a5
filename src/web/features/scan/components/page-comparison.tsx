import type { AuditResult } from '#core/collection/binder-audit.ts';

/** What a scanned binder page shows against the binder: missing, misplaced, unexpected cards. */
export function PageComparison({
  result,
  names,
}: {
  result: AuditResult;
  names: ReadonlyMap<string, string>;
}) {
  const name = (productId: string) => names.get(productId) ?? productId;
  return (
    <section className="scan-page-comparison" aria-label="Page comparison">
      <p>
        {result.present.length} in their pockets · {result.missing.length} missing ·{' '}
        {result.misplaced.length} misplaced · {result.unexpected.length} unexpected
      </p>
      <ul>
        {result.missing.map((copy) => (
          <li key={`m${copy.itemId}`}>
            Missing: {name(copy.productId)} (pocket {copy.pocket})
          </li>
        ))}
        {result.misplaced.map(({ copy, foundAt }) => (
          <li key={`p${copy.itemId}`}>
            Misplaced: {name(copy.productId)} filed in page {copy.page}, pocket {copy.pocket}; seen
            in pocket {foundAt.pocket}
          </li>
        ))}
        {result.unexpected.map((seen) => (
          <li key={`u${seen.pocket}`}>
            Unexpected: {name(seen.productId)} in pocket {seen.pocket}
          </li>
        ))}
      </ul>
    </section>
  );
}
