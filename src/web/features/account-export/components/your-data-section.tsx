import { useRef, useState } from 'react';
import { readErrorMessage } from '../../../lib/api-client.ts';
import { downloadAccountExport } from '../api/download-account-export.ts';
import { restoreAccount } from '../api/restore-account.ts';
import { describeDownload, describeRestore, formatBytes } from '../lib/describe-progress.ts';
import { RestoreConfirmDialog } from './restore-confirm-dialog.tsx';

type Status = { kind: 'busy' | 'done' | 'failed'; text: string; notes?: string[] } | null;

/** "Your data" on /profile (issue 34): download everything as one file, or restore from one. */
export function YourDataSection() {
  const [status, setStatus] = useState<Status>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const busy = status?.kind === 'busy';

  const onDownload = async () => {
    setStatus({ kind: 'busy', text: 'Preparing your download...' });
    try {
      const done = await downloadAccountExport(({ items, bytes }) =>
        setStatus({ kind: 'busy', text: describeDownload(items, bytes) }),
      );
      setStatus({ kind: 'done', text: `Downloaded ${formatBytes(done.bytes)}.` });
    } catch (failure) {
      setStatus({ kind: 'failed', text: await readErrorMessage(failure, 'The download failed.') });
    }
  };

  const onRestore = async (file: File) => {
    setChosen(null);
    setStatus({ kind: 'busy', text: `Sending ${formatBytes(file.size)} and restoring...` });
    try {
      const result = await restoreAccount(file);
      const edited = result.edited_files.length
        ? [`Edited after export, and valid: ${result.edited_files.join(', ')}.`]
        : [];
      setStatus({
        kind: 'done',
        text: describeRestore(result),
        notes: [...edited, ...result.notes],
      });
    } catch (failure) {
      const message = await readErrorMessage(failure, 'The restore failed.');
      setStatus({ kind: 'failed', text: `Nothing was changed. ${message}` });
    }
  };

  return (
    <section className="profile-card" aria-labelledby="your-data-title">
      <h2 id="your-data-title">Your data</h2>
      <p>
        One ZIP file with everything you own here: collection, wishlist, binders, decks, grading
        results with their photos, sell requests, orders and settings, plus your collection as CSV.
        It restores into this account or into a new one on another Cardfolio server.
      </p>
      <div className="profile-actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={() => void onDownload()}
        >
          Download everything
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={() => fileInput.current?.click()}
        >
          Restore from a file
        </button>
        <input
          ref={fileInput}
          type="file"
          accept=".zip,application/zip"
          hidden
          aria-label="Export file to restore"
          onChange={(event) => {
            setChosen(event.target.files?.[0] ?? null);
            event.target.value = '';
          }}
        />
      </div>
      {status ? (
        <div role={status.kind === 'failed' ? 'alert' : 'status'} data-testid="your-data-status">
          {busy ? <progress aria-label="Working" /> : null}
          <p>{status.text}</p>
          {status.notes?.map((note) => (
            <p key={note}>{note}</p>
          ))}
        </div>
      ) : null}
      {chosen ? (
        <RestoreConfirmDialog
          file={chosen}
          onCancel={() => setChosen(null)}
          onConfirm={() => void onRestore(chosen)}
        />
      ) : null}
    </section>
  );
}
