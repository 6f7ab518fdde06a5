import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { TRASH_DAYS } from '#core/collection/history/change.schema.ts';
import type { TrashEntry } from '#core/collection/history/trash.schema.ts';
import { ConfirmDialog } from '../home/confirm-dialog.tsx';
import { useTrash, useTrashActions } from './trash-api.ts';
import '../history/components/history.css';

const day = (iso: string) => new Date(iso).toLocaleDateString();

function TrashRow({ entry }: { entry: TrashEntry }) {
  const { restore } = useTrashActions();
  const onRestore = async () => {
    try {
      await restore.mutateAsync(entry.id);
      toast.success(`${entry.name} restored`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Could not restore it');
    }
  };
  return (
    <li>
      <div>
        <strong>{entry.name}</strong>{' '}
        <span className="history-muted">
          {entry.kind === 'binder' ? 'Binder' : entry.detail} · deleted {day(entry.deleted_at)} ·
          kept until {day(entry.purge_at)}
        </span>
      </div>
      <button type="button" disabled={restore.isPending} onClick={() => void onRestore()}>
        Restore
      </button>
    </li>
  );
}

/** /home/trash: deleted items and binders, restorable for 30 days; emptying asks first. */
export function TrashList() {
  const trash = useTrash();
  const { empty } = useTrashActions();
  const [confirming, setConfirming] = useState(false);
  const entries = trash.data?.items ?? [];
  return (
    <section className="page-section">
      <h1>Trash</h1>
      <p>
        <Link to="/home">Back to your collection</Link> · <Link to="/home/activity">Activity</Link>
      </p>
      <p className="history-muted">
        Deleted items and binders stay here for {TRASH_DAYS} days, then they are gone for good.
      </p>
      {trash.isPending ? <p className="history-muted">Loading the trash…</p> : null}
      {trash.isError ? <p role="alert">{trash.error.message}</p> : null}
      {trash.data && entries.length === 0 ? <p>The trash is empty.</p> : null}
      {entries.length > 0 ? (
        <>
          <ul className="history-list" aria-label="Deleted items and binders">
            {entries.map((entry) => (
              <TrashRow key={entry.id} entry={entry} />
            ))}
          </ul>
          <button type="button" onClick={() => setConfirming(true)}>
            Empty trash
          </button>
        </>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title="Empty the trash?"
          confirmLabel="Empty trash"
          onConfirm={async () => {
            const result = await empty.mutateAsync();
            toast.success(`${result.deleted} deleted for good`);
          }}
          onClose={() => setConfirming(false)}
        >
          <p>
            The {entries.length} {entries.length === 1 ? 'entry' : 'entries'} in the trash will be
            deleted for good. Their history stays.
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
