import type { ImportRowError } from '#core/collection/collection-csv.ts';
import { IMPORT_LAYOUTS, type ImportLayout } from '#core/collection/collection-csv-layouts.ts';
import type {
  AmbiguousRow,
  ImportChoice,
  MatchedRow,
} from '#core/collection/collection-csv-match.ts';

export type ImportPlan = {
  fileName: string;
  layout: ImportLayout;
  matched: MatchedRow[];
  ambiguous: AmbiguousRow[];
  unmatched: ImportRowError[];
  errors: ImportRowError[];
  skipped: ImportRowError[];
};

/** Ambiguous row line -> index of the chosen choice (rows left out are not imported). */
export type Picks = ReadonlyMap<number, number>;

const SHOWN_ROWS = 50;
/** Rows offered for a pick; more would make a very long dialog. */
const MAX_PICKS = 200;

export function describeChoice({ product, variant }: ImportChoice): string {
  const where = [product.set_name ?? product.set_id, product.number ? `#${product.number}` : null]
    .filter(Boolean)
    .join(' ');
  return `${product.product_name} (${where}, ${variant})`;
}

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

function MatchedList({ rows }: { rows: MatchedRow[] }) {
  if (rows.length === 0) {
    return null;
  }
  return (
    <details className="collection-csv__rows" open={rows.length <= 10}>
      <summary>Matched rows: {rows.length}</summary>
      <ul>
        {rows.slice(0, SHOWN_ROWS).map((row) => (
          <li key={row.line}>
            Line {row.line}: {row.input.quantity ?? 1} ×{' '}
            {describeChoice({ product: row.product, variant: row.input.variant ?? 'normal' })}
          </li>
        ))}
        {rows.length > SHOWN_ROWS ? <li>and {rows.length - SHOWN_ROWS} more</li> : null}
      </ul>
    </details>
  );
}

function AmbiguousList({
  rows,
  picks,
  onPick,
}: {
  rows: AmbiguousRow[];
  picks: Picks;
  onPick: (line: number, choice: number | null) => void;
}) {
  if (rows.length === 0) {
    return null;
  }
  return (
    <details className="collection-csv__rows" open>
      <summary>Rows to choose for: {rows.length}</summary>
      <ul className="collection-csv__choices">
        {rows.slice(0, MAX_PICKS).map((row) => (
          <li key={row.line}>
            <label>
              Line {row.line} ({row.candidate.name ?? row.candidate.number ?? 'no name'}):{' '}
              <select
                value={picks.get(row.line) ?? ''}
                onChange={(event) =>
                  onPick(row.line, event.target.value === '' ? null : Number(event.target.value))
                }
              >
                <option value="">Leave out</option>
                {row.choices.map((choice, index) => (
                  <option key={`${choice.product.product_id}-${choice.variant}`} value={index}>
                    {describeChoice(choice)}
                  </option>
                ))}
              </select>
            </label>
          </li>
        ))}
        {rows.length > MAX_PICKS ? (
          <li>and {rows.length - MAX_PICKS} more: fix them in the file to import them.</li>
        ) : null}
      </ul>
    </details>
  );
}

/** What an import would add, row by row, before anything is saved. */
export function ImportPreview({
  plan,
  picks,
  onPick,
}: {
  plan: ImportPlan;
  picks: Picks;
  onPick: (line: number, choice: number | null) => void;
}) {
  const left = plan.unmatched.length + plan.errors.length + (plan.ambiguous.length - picks.size);
  return (
    <section className="collection-csv__preview" aria-label="Import preview">
      <p>
        <strong>{plan.fileName}</strong> ({IMPORT_LAYOUTS[plan.layout]} format)
      </p>
      <ul className="collection-csv__counts">
        <li>Matched: {plan.matched.length}</li>
        <li>Ambiguous: {plan.ambiguous.length}</li>
        <li>Unmatched: {plan.unmatched.length}</li>
        <li>Errors: {plan.errors.length}</li>
        {plan.skipped.length > 0 ? <li>Skipped: {plan.skipped.length}</li> : null}
      </ul>
      <AmbiguousList rows={plan.ambiguous} picks={picks} onPick={onPick} />
      <MatchedList rows={plan.matched} />
      <RowList title="Unmatched rows" rows={plan.unmatched} />
      <RowList title="Rows with errors" rows={plan.errors} />
      <RowList title="Skipped rows" rows={plan.skipped} />
      <p className="muted">
        Nothing is added until you press Import.
        {left > 0
          ? ` ${left} ${left === 1 ? 'row is' : 'rows are'} left out; fix them in the file and import it again to add them.`
          : ''}
        {plan.matched.length + picks.size > 500
          ? ' A large file is saved in parts: if a part cannot be saved, you will see which lines to import again.'
          : ''}
      </p>
    </section>
  );
}
