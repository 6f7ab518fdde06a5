import { useState } from 'react';
import { useCollectionUserId } from '../../hooks/use-collection-user.ts';
import { useItemHistory } from '../api/get-item-history.ts';
import { describeFields, formatWhen, KIND_LABELS, originLabel } from './describe-change.ts';
import './history.css';

/** A "History" disclosure listing every change of one item, newest first (loaded when opened). */
export function ItemHistory({ itemId }: { itemId: number }) {
  const [open, setOpen] = useState(false);
  const userId = useCollectionUserId();
  const history = useItemHistory(userId, itemId, open);
  return (
    <details className="item-history" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>History</summary>
      {history.isPending && open ? <p className="history-muted">Loading history…</p> : null}
      {history.isError ? <p role="alert">{history.error.message}</p> : null}
      {history.data?.length === 0 ? (
        <p className="history-muted">No changes recorded yet.</p>
      ) : null}
      {history.data && history.data.length > 0 ? (
        <ol aria-label="Changes of this item">
          {history.data.map((change) => (
            <li key={change.id}>
              <strong>{KIND_LABELS[change.kind]}</strong>{' '}
              {originLabel(change.origin, change.origin_detail)}
              <span className="history-muted"> · {formatWhen(change.created_at)}</span>
              {describeFields(change) ? <div>{describeFields(change)}</div> : null}
            </li>
          ))}
        </ol>
      ) : null}
    </details>
  );
}
