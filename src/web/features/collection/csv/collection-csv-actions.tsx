import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useId, useState } from 'react';
import { toast } from 'react-toastify';
import { parseImportCsv } from '#core/collection/collection-csv-layouts.ts';
import { matchImportCandidates } from '#core/collection/collection-csv-match.ts';
import { useBinders, useCreateBinder } from '../hooks/use-binders.ts';
import { useBulkCreateUserProducts } from '../hooks/use-user-products.ts';
import { CsvExportButton } from './csv-export-button.tsx';
import { type ImportPlan, ImportPreview } from './import-preview.tsx';
import { loadImportCatalog } from './load-import-catalog.ts';
import { type ImportOutcome, runImport } from './run-import.ts';
import './collection-csv.css';

const countItems = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

type State =
  | { step: 'idle' }
  | { step: 'reading' }
  | { step: 'preview'; plan: ImportPlan }
  | { step: 'importing'; plan: ImportPlan; done: number; total: number }
  | { step: 'done'; outcome: ImportOutcome }
  | { step: 'failed'; message: string };

/** Export CSV and Import CSV (Cardfolio, TCGplayer app or Collectr files) for the collection. */
export function CollectionCsvActions() {
  const client = useQueryClient();
  const binders = useBinders();
  const createBinder = useCreateBinder();
  const bulkCreate = useBulkCreateUserProducts({ toastErrors: false });
  const [state, setState] = useState<State>({ step: 'idle' });
  const inputId = useId();

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) {
      return;
    }
    setState({ step: 'reading' });
    try {
      const parsed = parseImportCsv(await file.text());
      const catalog = await loadImportCatalog(client, parsed.candidates);
      const { matched, unmatched } = matchImportCandidates(
        parsed.candidates,
        catalog.sets,
        catalog.index,
      );
      setState({
        step: 'preview',
        plan: {
          fileName: file.name,
          layout: parsed.layout,
          matched,
          unmatched,
          errors: parsed.errors,
          skipped: parsed.skipped,
        },
      });
    } catch (error) {
      setState({ step: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };

  const confirm = async (plan: ImportPlan) => {
    setState({ step: 'importing', plan, done: 0, total: 1 });
    const outcome = await runImport(plan.matched, {
      binders: binders.data ?? [],
      createBinder: (name) => createBinder.mutateAsync(name),
      bulkCreate: (inputs) => bulkCreate.mutateAsync(inputs),
      onProgress: (done, total) => setState({ step: 'importing', plan, done, total }),
    }).catch((error: unknown) => ({
      created: 0,
      failures: [
        {
          firstLine: 0,
          lastLine: 0,
          count: plan.matched.length,
          message: error instanceof Error ? error.message : String(error),
        },
      ],
    }));
    setState({ step: 'done', outcome });
    if (outcome.failures.length === 0) {
      toast.success(`Imported ${countItems(outcome.created)}`);
    } else {
      toast.error('Some rows could not be imported');
    }
  };

  const busy = state.step === 'reading' || state.step === 'importing';
  return (
    <section className="collection-csv" aria-label="Import and export">
      <div className="collection-csv__buttons">
        <CsvExportButton />
        <label htmlFor={inputId} className="button button--secondary collection-csv__file">
          Import CSV
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            disabled={busy}
            onChange={(event) => void readFile(event)}
          />
        </label>
      </div>
      <div aria-live="polite">
        {state.step === 'reading' ? <p role="status">Reading the file...</p> : null}
        {state.step === 'failed' ? (
          <p className="form-error" role="alert">
            {state.message}
          </p>
        ) : null}
        {state.step === 'preview' || state.step === 'importing' ? (
          <>
            <ImportPreview plan={state.plan} />
            {state.step === 'importing' ? (
              <p role="status">
                Importing batch {Math.min(state.done + 1, state.total)} of {state.total}...
              </p>
            ) : (
              <div className="collection-csv__buttons">
                <button
                  type="button"
                  className="button"
                  disabled={state.plan.matched.length === 0}
                  onClick={() => void confirm(state.plan)}
                >
                  Import {countItems(state.plan.matched.length)}
                </button>
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => setState({ step: 'idle' })}
                >
                  Cancel
                </button>
              </div>
            )}
          </>
        ) : null}
        {state.step === 'done' ? <ImportResult outcome={state.outcome} /> : null}
      </div>
    </section>
  );
}

function ImportResult({ outcome }: { outcome: ImportOutcome }) {
  return (
    <div className="collection-csv__result">
      <p role="status">Imported {countItems(outcome.created)}.</p>
      {outcome.failures.map((failure) => (
        <p key={failure.firstLine} className="form-error" role="alert">
          Lines {failure.firstLine}–{failure.lastLine} ({failure.count} items) were not imported:{' '}
          {failure.message}
        </p>
      ))}
    </div>
  );
}
