import { useMutation, useQueryClient } from '@tanstack/react-query';
import { undoBatch } from '../api/undo-batch.ts';

/** Undoes a batch and refreshes everything the user owns (list, values, binders, history). */
export function useUndoBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ batchId, force }: { batchId: string; force?: boolean }) =>
      undoBatch(batchId, { force }),
    onSettled: () => client.invalidateQueries({ queryKey: ['collection'] }),
  });
}
