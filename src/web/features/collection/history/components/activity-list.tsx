import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { toast } from 'react-toastify';
import type { ActivityBatch } from '#core/collection/history/activity.schema.ts';
import { useBinders } from '../../hooks/use-binders.ts';
import { useCollectionUserId } from '../../hooks/use-collection-user.ts';
import { type ActivityFilters, useActivity } from '../api/get-activity.ts';
import { ActivityFiltersBar } from './activity-filters.tsx';
import { formatWhen, KIND_LABELS, originLabel } from './describe-change.ts';
import { useUndoBatch } from './use-undo-batch.ts';
import './history.css';

function summarize(batch: ActivityBatch): string {
  const kinds = batch.kinds.map((kind) => KIND_LABELS[kind]).join(', ');
  const things = [
    batch.item_count ? `${batch.item_count} ${batch.item_count === 1 ? 'item' : 'items'}` : '',
    batch.binder_count
      ? `${batch.binder_count} ${batch.binder_count === 1 ? 'binder' : 'binders'}`
      : '',
  ].filter(Boolean);
  return `${kinds}: ${things.join(' and ')}`;
}

function BatchRow({ batch }: { batch: ActivityBatch }) {
  const undo = useUndoBatch();
  const [conflict, setConflict] = useState<string | null>(null);
  const run = async (force: boolean) => {
    try {
      await undo.mutateAsync({ batchId: batch.batch_id, force });
      setConflict(null);
      toast.info('Batch undone');
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Could not undo this batch';
      if (!force && message.includes('changed since')) {
        setConflict(message);
      } else {
        toast.error(message);
      }
    }
  };
  return (
    <li>
      <div>
        <strong>{summarize(batch)}</strong> {originLabel(batch.origin, batch.origin_detail)}
        <div className="history-muted">
          {formatWhen(batch.started_at)}
          {batch.sample_names.length > 0 ? ` · ${batch.sample_names.join(', ')}` : ''}
        </div>
        {conflict ? <p role="alert">{conflict}</p> : null}
      </div>
      {batch.undone_by ? (
        <span className="history-muted">Undone</span>
      ) : conflict ? (
        <button type="button" disabled={undo.isPending} onClick={() => void run(true)}>
          Undo anyway
        </button>
      ) : (
        <button type="button" disabled={undo.isPending} onClick={() => void run(false)}>
          Undo this batch
        </button>
      )}
    </li>
  );
}

/** /home/activity: the collection's change batches, newest first, each undoable as one. */
export function ActivityList() {
  const userId = useCollectionUserId();
  const [filters, setFilters] = useState<ActivityFilters>({});
  const activity = useActivity(userId, filters);
  const binders = useBinders();
  return (
    <section className="page-section">
      <h1>Collection activity</h1>
      <p>
        <Link to="/home">Back to your collection</Link> · <Link to="/home/trash">Trash</Link>
      </p>
      <ActivityFiltersBar filters={filters} binders={binders.data ?? []} onChange={setFilters} />
      {activity.isPending ? <p className="history-muted">Loading activity…</p> : null}
      {activity.isError ? <p role="alert">{activity.error.message}</p> : null}
      {activity.data?.items.length === 0 ? <p>No changes match.</p> : null}
      {activity.data && activity.data.items.length > 0 ? (
        <ul className="history-list" aria-label="Change batches">
          {activity.data.items.map((batch) => (
            <BatchRow key={batch.batch_id} batch={batch} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
