import type { ImportRowError } from '#core/collection/collection-csv.ts';
import { IMPORT_LAYOUTS, type ImportLayout } from '#core/collection/collection-csv-layouts.ts';
import type { MatchedRow } from '#core/collection/collection-csv-match.ts';
import { MAX_BULK_ITEMS } from '#core/collection/user-product.schema.ts';

export type ImportPlan = {
  fileName: string;
  layout: ImportLayout;
  matched: MatchedRow[];
  unmatched: ImportRowError[];
  errors: ImportRowError[];
  skipped: ImportRowError[];
};

const SHOWN_ROWS = 50;

function RowList({ title, rows }: { title: string; rows: ImportRowError[] }) {
  if (rows.length === 0) {
    return null;
  }
  return (
    <details className="collection-csv__rows" open={rows.length <= 10}>
      <summary>
        {title}: {rows.length}
      </summary>
      <ul>
        {rows.slice(0, SHOWN_ROWS).map((row) => (
          <li key={`${row.line}-${row.message}`}>
            Line {row.line}: {row.message}
          </li>
        ))}
        {rows.length > SHOWN_ROWS ? <li>and {rows.length - SHOWN_ROWS} more</li> : null}
      </ul>
    </details>
  );
}

/** What an import would do, before anything is created. */
export function ImportPreview({ plan }: { plan: ImportPlan }) {
  const chunks = Math.ceil(plan.matched.length / MAX_BULK_ITEMS);
  return (
    <section className="collection-csv__preview" aria-label="Import preview">
      <p>
        <strong>{plan.fileName}</strong> ({IMPORT_LAYOUTS[plan.layout]} format)
      </p>
      <ul className="collection-csv__counts">
        <li>Matched: {plan.matched.length}</li>
        <li>Unmatched: {plan.unmatched.length}</li>
        <li>Errors: {plan.errors.length}</li>
        {plan.skipped.length > 0 ? <li>Skipped: {plan.skipped.length}</li> : null}
      </ul>
      <RowList title="Unmatched rows" rows={plan.unmatched} />
      <RowList title="Rows with errors" rows={plan.errors} />
      <RowList title="Skipped rows" rows={plan.skipped} />
      {plan.matched.length > 0 ? (
        <p className="muted">
          Only matched rows are imported, in {chunks} {chunks === 1 ? 'batch' : 'batches'} of up to{' '}
          {MAX_BULK_ITEMS} items. Each batch is saved all or nothing: if one fails, none of its
          items are added and the other batches still are.
        </p>
      ) : null}
    </section>
  );
}
