import { useEffect, useRef } from 'react';
import { handleDialogKey } from '#web/lib/dialog-keys.ts';
import { formatBytes } from '../lib/describe-progress.ts';

/** What a restore replaces, said before anything is replaced; Escape or Cancel keeps all. */
export function RestoreConfirmDialog({
  file,
  onCancel,
  onConfirm,
}: {
  file: File;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  // Focus starts on Cancel: Enter straight away must not replace anything.
  useEffect(() => cancelRef.current?.focus(), []);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) =>
      void handleDialogKey(event, dialogRef.current, onCancel);
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onCancel]);

  return (
    <div className="dialog-backdrop">
      <div
        ref={dialogRef}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="restore-title"
      >
        <h2 id="restore-title">Replace your data with this file?</h2>
        <p>
          Restoring <strong>{file.name}</strong> ({formatBytes(file.size)}) replaces your
          collection, wishlist, binders, decks, grading results and their photos, value history,
          display name, currency and privacy settings with the file's.
        </p>
        <p>
          Sell requests, orders and share links stay as they are. Download everything first if you
          may want today's data back.
        </p>
        <div className="profile-actions">
          <button type="button" className="button button--danger" onClick={onConfirm}>
            Replace my data
          </button>
          <button
            ref={cancelRef}
            type="button"
            className="button button--secondary"
            onClick={onCancel}
          >
            Cancel
          </button>
        </div>
      </div>
    </div>
  );
}
