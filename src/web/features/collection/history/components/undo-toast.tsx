import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type ToastContentProps, toast } from 'react-toastify';
import { UNDO_FAILED, undoBatch } from '../api/undo-batch.ts';
import './history.css';

function UndoToastBody({
  message,
  batchId,
  closeToast,
}: { message: string; batchId: string } & Partial<ToastContentProps>) {
  const client = useQueryClient();
  const [undoing, setUndoing] = useState(false);
  const onUndo = async () => {
    setUndoing(true);
    try {
      await undoBatch(batchId);
      closeToast?.();
      toast.info('Change undone');
    } catch (error) {
      setUndoing(false);
      toast.error(error instanceof Error ? error.message : UNDO_FAILED);
    } finally {
      // Everything the user owns sits under ['collection']: list, values, binders, history.
      void client.invalidateQueries({ queryKey: ['collection'] });
    }
  };
  return (
    <div className="undo-toast">
      <span>{message}</span>
      <button type="button" className="undo-toast__button" disabled={undoing} onClick={onUndo}>
        {undoing ? 'Undoing…' : 'Undo'}
      </button>
    </div>
  );
}

/**
 * The toast confirming a change, with one-click Undo of its batch (ADR 074). It stays 10 s
 * rather than the usual 5 so there is time to reach the button.
 */
export function toastWithUndo(message: string, batchId: string) {
  toast.success(
    (props: ToastContentProps) => <UndoToastBody message={message} batchId={batchId} {...props} />,
    { autoClose: 10_000 },
  );
}
