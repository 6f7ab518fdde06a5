import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'react-toastify';
import type { FilePageEntry } from '#core/collection/binder-location.schema.ts';
import { newChangeTag } from '#web/lib/change-tag.ts';
import { useCollectionWrites } from '#web/lib/collection-writes.tsx';
import { fetchBinderChoices, fetchBinderCopies, fileBinderPage } from '../api/file-binder-page.ts';
import { compareScannedPage } from '../lib/compare-page.ts';
import { PageComparison } from './page-comparison.tsx';

/**
 * "File into binder X page N" for a binder-page scan: the kept cards go into the page's pockets
 * in reading order (issue 32).
 */
export function FileIntoBinder({
  entries,
  names,
}: {
  entries: FilePageEntry[];
  /** Product names by id, for the comparison. */
  names: ReadonlyMap<string, string>;
}) {
  const binders = useQuery({ queryKey: ['scan', 'binder-choices'], queryFn: fetchBinderChoices });
  const [binderId, setBinderId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const client = useQueryClient();
  const chosen = binders.data?.find((binder) => binder.id === binderId) ?? binders.data?.[0];
  const writes = useCollectionWrites();
  const file = useMutation({
    mutationFn: async (target: number) => {
      const tag = newChangeTag('scan');
      return { result: await fileBinderPage(target, page, entries, tag), tag };
    },
    onSuccess: ({ result, tag }) => {
      writes.confirmWithUndo(
        `Filed ${result.placed.length} cards into ${chosen?.name} page ${page}`,
        tag.batchId,
      );
      // The collection's cache lives under ['collection', userId] (collection-keys.ts).
      void client.invalidateQueries({ queryKey: ['collection'] });
    },
    onError: (error: Error) => toast.error(error.message),
  });
  const compare = useMutation({
    mutationFn: async (target: number) =>
      compareScannedPage(await fetchBinderCopies(target), page, entries),
    onError: (error: Error) => toast.error(error.message),
  });
  if (!chosen) {
    return null;
  }
  return (
    <div className="scan-file-binder">
      <label>
        Binder{' '}
        <select value={chosen.id} onChange={(event) => setBinderId(Number(event.target.value))}>
          {binders.data?.map((binder) => (
            <option key={binder.id} value={binder.id}>
              {binder.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        Page{' '}
        <input
          type="number"
          min={1}
          value={page}
          onChange={(event) => setPage(Math.max(1, Math.round(Number(event.target.value)) || 1))}
        />
      </label>
      <button
        type="button"
        className="button button--secondary"
        disabled={entries.length === 0 || file.isPending}
        onClick={() => file.mutate(chosen.id)}
      >
        File into {chosen.name} page {page}
      </button>
      <button
        type="button"
        className="button button--secondary"
        disabled={compare.isPending}
        onClick={() => compare.mutate(chosen.id)}
      >
        Compare with {chosen.name} page {page}
      </button>
      {compare.data ? <PageComparison result={compare.data} names={names} /> : null}
    </div>
  );
}
