import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { collectionKeys } from '../hooks/collection-keys.ts';
import { useCollectionUserId } from '../hooks/use-collection-user.ts';
import { useUserProducts } from '../hooks/use-user-products.ts';
import { describeWrite } from './describe-write.ts';
import { createItemMemory } from './item-names.ts';
import { useSyncState } from './use-sync-state.ts';
import { collectionWrites, type UnsavedWrite } from './write-store.ts';
import './sync-status.css';

function formatSavedAt(at: number, now = new Date()): string {
  const when = new Date(at);
  const time = when.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
  return when.toDateString() === now.toDateString()
    ? time
    : `${when.toLocaleDateString(undefined, { month: 'short', day: 'numeric' })} ${time}`;
}

function UnsavedRow({
  write,
  memory,
  onDiscard,
}: {
  write: UnsavedWrite;
  memory: ReturnType<typeof createItemMemory>;
  onDiscard: (key: string) => void;
}) {
  const { title, details } = describeWrite(write, memory.nameOf, memory.itemOf);
  return (
    <li className="sync-status__change" data-testid="unsaved-change">
      <span>
        <strong>{title}</strong>
        {details ? `: ${details}` : null}
        <span className="sync-status__error"> ({write.error})</span>
      </span>
      <span className="sync-status__buttons">
        <button
          type="button"
          className="button"
          disabled={write.retrying}
          aria-label={`Retry ${title}`}
          onClick={() => void collectionWrites.retry(write.key)}
        >
          {write.retrying ? 'Retrying…' : 'Retry'}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={write.retrying}
          aria-label={`Discard ${title}`}
          onClick={() => onDiscard(write.key)}
        >
          Discard
        </button>
      </span>
    </li>
  );
}

/**
 * The collection header's save status (issue 34): "All changes saved · 10:42", "Saving…", or
 * "1 change not saved · Retry" with each unsaved change, its values, Retry and Discard.
 */
export function SyncStatus() {
  const client = useQueryClient();
  const userId = useCollectionUserId();
  const items = useUserProducts();
  const { saving, lastSavedAt, unsaved } = useSyncState();
  const memory = useMemo(() => createItemMemory(client, () => userId), [client, userId]);
  const mine = unsaved.filter((write) => write.owner === userId);
  const savedAt = lastSavedAt ?? (items.data ? memory.lastChangedAt() : null);

  const discard = (key: string) => {
    collectionWrites.discard(key);
    // What the server holds is shown again in place of the discarded change.
    void client.invalidateQueries({ queryKey: collectionKeys.root(userId) });
  };
  const retryAll = async () => {
    for (const write of mine) {
      await collectionWrites.retry(write.key);
    }
  };

  if (mine.length > 0) {
    return (
      <div className="sync-status sync-status--unsaved" data-testid="sync-status" role="status">
        <p>
          <span className="sync-status__warning">
            {mine.length === 1 ? '1 change not saved' : `${mine.length} changes not saved`}
          </span>
          {' · '}
          <button
            type="button"
            className="link-button"
            aria-label="Retry all unsaved changes"
            onClick={() => void retryAll()}
          >
            Retry
          </button>
        </p>
        <ul className="sync-status__changes">
          {mine.map((write) => (
            <UnsavedRow key={write.key} write={write} memory={memory} onDiscard={discard} />
          ))}
        </ul>
      </div>
    );
  }
  return (
    <p className="sync-status muted" data-testid="sync-status" role="status">
      {saving > 0
        ? 'Saving…'
        : `All changes saved${savedAt === null ? '' : ` · ${formatSavedAt(savedAt)}`}`}
    </p>
  );
}
