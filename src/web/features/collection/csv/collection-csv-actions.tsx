import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { parseImportCsv } from '#core/collection/collection-csv-layouts.ts';
import { matchImportCandidates } from '#core/collection/collection-csv-match.ts';
import { newChangeTag } from '../../../lib/change-tag.ts';
import { toastWithUndo } from '../history/components/undo-toast.tsx';
import { useBinders, useCreateBinder } from '../hooks/use-binders.ts';
import { useBulkCreateUserProducts } from '../hooks/use-user-products.ts';
import { CsvExportButton } from './csv-export-button.tsx';
import { ExportMenu } from './export-menu.tsx';
import { type ImportPlan, ImportPreview } from './import-preview.tsx';
import { loadImportCatalog } from './load-import-catalog.ts';
import { type ImportOutcome, rowsToImport, runImport } from './run-import.ts';
import './collection-csv.css';

const countItems = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

type State =
  | { step: 'idle' }
  | { step: 'reading' }
  | { step: 'preview'; plan: ImportPlan }
  | { step: 'importing'; plan: ImportPlan; done: number; total: number }
  | { step: 'done'; outcome: ImportOutcome }
  | { step: 'failed'; message: string };

/**
 * Export (Cardfolio, TCGplayer, Collectr CSV or JSON) and Import CSV (Cardfolio and eight other
 * apps' files) for the collection. The preview opens in a dialog so the header keeps its layout.
 */
export function CollectionCsvActions() {
  const client = useQueryClient();
  const binders = useBinders();
  const createBinder = useCreateBinder();
  const bulkCreate = useBulkCreateUserProducts({ toastErrors: false });
  const [state, setState] = useState<State>({ step: 'idle' });
  const [picks, setPicks] = useState<Map<number, number>>(new Map());
  const inputId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const isOpen = state.step !== 'idle';

  useEffect(() => {
    const element = dialog.current;
    if (isOpen && element && !element.open) {
      element.showModal();
    } else if (!isOpen && element?.open) {
      element.close();
    }
  }, [isOpen]);

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) {
      return;
    }
    setState({ step: 'reading' });
    setPicks(new Map());
    try {
      const parsed = parseImportCsv(await file.text());
      const catalog = await loadImportCatalog(client, parsed.candidates);
      const matches = matchImportCandidates(parsed.candidates, catalog.sets, catalog.index);
      setState({
        step: 'preview',
        plan: {
          fileName: file.name,
          layout: parsed.layout,
          ...matches,
          errors: parsed.errors,
          skipped: parsed.skipped,
        },
      });
    } catch (error) {
      setState({ step: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };

  const confirm = async (plan: ImportPlan) => {
    const rows = rowsToImport(plan, picks);
    setState({ step: 'importing', plan, done: 0, total: 1 });
    // Every chunk of the import is one batch: undone as one from the toast or the activity list.
    const tag = newChangeTag('csv_import', plan.fileName);
    const outcome = await runImport(rows, {
      binders: binders.data ?? [],
      // Binders the file names are created in the same batch: its Undo takes them back too.
      createBinder: (name) => createBinder.mutateAsync({ name, tag }),
      bulkCreate: (inputs) => bulkCreate.mutateAsync({ value: inputs, tag }),
      onProgress: (done, total) => setState({ step: 'importing', plan, done, total }),
    }).catch((error: unknown) => ({
      created: 0,
      failures: [
        {
          firstLine: 0,
          lastLine: 0,
          count: rows.length,
          message: error instanceof Error ? error.message : String(error),
        },
      ],
    }));
    setState({ step: 'done', outcome });
    if (outcome.failures.length === 0) {
      toastWithUndo(`Imported ${countItems(outcome.created)}`, tag.batchId);
    } else {
      toast.error('Some rows could not be imported');
    }
  };

  const close = () => setState({ step: 'idle' });
  const busy = state.step === 'reading' || state.step === 'importing';
  const pick = (line: number, choice: number | null) =>
    setPicks((current) => {
      const next = new Map(current);
      if (choice === null) {
        next.delete(line);
      } else {
        next.set(line, choice);
      }
      return next;
    });
  return (
    <section className="collection-csv" aria-label="Import and export">
      <div className="collection-csv__buttons">
        <CsvExportButton />
        <ExportMenu />
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
      <dialog
        ref={dialog}
        className="collection-csv__dialog"
        aria-label="Import from a file"
        onCancel={(event) => {
          event.preventDefault();
          if (!busy) {
            close();
          }
        }}
      >
        <div aria-live="polite">
          {state.step === 'reading' ? <p role="status">Reading the file...</p> : null}
          {state.step === 'failed' ? (
            <p className="form-error" role="alert">
              {state.message}
            </p>
          ) : null}
          {state.step === 'preview' || state.step === 'importing' ? (
            <ImportPreview plan={state.plan} picks={picks} onPick={pick} />
          ) : null}
          {state.step === 'importing' ? (
            <p role="status">
              Saving part {Math.min(state.done + 1, state.total)} of {state.total}...
            </p>
          ) : null}
          {state.step === 'done' ? <ImportResult outcome={state.outcome} /> : null}
        </div>
        <div className="collection-csv__buttons">
          {state.step === 'preview' ? (
            <button
              type="button"
              className="button"
              disabled={rowsToImport(state.plan, picks).length === 0}
              onClick={() => void confirm(state.plan)}
            >
              Import {countItems(rowsToImport(state.plan, picks).length)}
            </button>
          ) : null}
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={close}
          >
            {state.step === 'preview' ? 'Cancel' : 'Close'}
          </button>
        </div>
      </dialog>
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
