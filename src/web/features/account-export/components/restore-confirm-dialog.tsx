import { formatBytes } from '../lib/describe-progress.ts';

/** What a restore replaces, said before anything is replaced. */
export function RestoreConfirmDialog({
  file,
  onCancel,
  onConfirm,
}: {
  file: File;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <div className="dialog-backdrop">
      <div className="dialog" role="dialog" aria-modal="true" aria-labelledby="restore-title">
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
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </div>
    </div>
  );
}
